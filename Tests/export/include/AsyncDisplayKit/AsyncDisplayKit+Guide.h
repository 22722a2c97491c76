// The rest of Foundation's, UIKit's and Texture's Objective-C API that the
// guide's code samples use, beside what exported code uses
// (AsyncDisplayKit.h): lists, view controllers, range tuning and batch
// fetching, declared from Texture's headers at be0b74b (Source/ASTableNode.h,
// ASCellNode.h, ASDKViewController.h, Details/ASBatchContext.h,
// Details/ASLayoutRangeType.h, ASDisplayNode+Subclasses.h) and Apple's
// documented interfaces, so that Tests/SwatchExportTests/GuideSampleTests.swift
// can check every Objective-C sample of content/guide with `clang
// -fsyntax-only`. Declarations only. A type both need (buttons, controls and
// their events, cells, UIControlState) is declared once, in AsyncDisplayKit.h.

#pragma once

#import <AsyncDisplayKit/AsyncDisplayKit.h>

NS_ASSUME_NONNULL_BEGIN

// MARK: Foundation

typedef double NSTimeInterval;

@interface NSArray<__covariant ObjectType> (GuideSamples)
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
- (NSArray<ObjectType> *)arrayByAddingObjectsFromArray:(NSArray<ObjectType> *)otherArray;
@end

@interface NSIndexPath : NSObject <NSCopying>
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
+ (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
@property (nonatomic, readonly) NSInteger section;
@property (nonatomic, readonly) NSInteger row;
@property (nonatomic, readonly) NSInteger item;
@end

@interface NSError : NSObject
@end

typedef struct dispatch_queue_s *dispatch_queue_t;
typedef void (^dispatch_block_t)(void);
extern dispatch_queue_t dispatch_get_main_queue(void);
extern void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);

// MARK: UIKit

@interface UIEvent : NSObject
@end

@interface UIResponder : NSObject
@end

@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action;
@end

@interface UITapGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTapsRequired;
@end

@interface UIView : UIResponder
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
@end

@interface UIScrollView : UIView
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic) UIEdgeInsets scrollIndicatorInsets;
@end

@interface UITableView : UIScrollView
@end

typedef NS_ENUM(NSInteger, UITableViewStyle) {
  UITableViewStylePlain,
  UITableViewStyleGrouped,
};

typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
  UITableViewRowAnimationFade,
  UITableViewRowAnimationRight,
  UITableViewRowAnimationLeft,
  UITableViewRowAnimationTop,
  UITableViewRowAnimationBottom,
  UITableViewRowAnimationNone,
  UITableViewRowAnimationMiddle,
  UITableViewRowAnimationAutomatic = 100,
};

@interface UIViewController : UIResponder
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)viewDidLoad;
@end

// MARK: ASDisplayNode+Subclasses.h

@interface ASDisplayNode (GuideSamples)
@property (readonly) UIView *view;
@property (readonly, getter=isNodeLoaded) BOOL nodeLoaded;
@property (getter=isLayerBacked) BOOL layerBacked;
@property CGRect frame;
@property CGRect bounds;
- (void)didLoad __attribute__((objc_requires_super));
- (void)layout __attribute__((objc_requires_super));
- (void)didEnterPreloadState __attribute__((objc_requires_super));
- (void)didExitPreloadState __attribute__((objc_requires_super));
- (void)setNeedsLayout;
- (void)setNeedsDisplay;
- (void)addSubnode:(ASDisplayNode *)subnode;
@end

// MARK: ASCellNode.h, Details/ASLayoutRangeType.h, Details/ASBatchContext.h

typedef ASCellNode * _Nonnull (^ASCellNodeBlock)(void);

typedef struct {
  CGFloat leadingBufferScreenfuls;
  CGFloat trailingBufferScreenfuls;
} ASRangeTuningParameters;

typedef NS_ENUM(char, ASLayoutRangeMode) {
  ASLayoutRangeModeUnspecified = -1,
  ASLayoutRangeModeMinimum = 0,
  ASLayoutRangeModeFull,
  ASLayoutRangeModeVisibleOnly,
  ASLayoutRangeModeLowMemory
};

typedef NS_ENUM(NSInteger, ASLayoutRangeType) {
  ASLayoutRangeTypeDisplay,
  ASLayoutRangeTypePreload
};

@interface ASBatchContext : NSObject
- (BOOL)isFetching;
- (void)completeBatchFetching:(BOOL)didComplete;
- (BOOL)batchFetchingWasCancelled;
- (void)cancelBatchFetching;
- (void)beginBatchFetching;
@end

// MARK: ASTableNode.h

@class ASTableNode;

@protocol ASTableDataSource <NSObject>
@optional
- (NSInteger)numberOfSectionsInTableNode:(ASTableNode *)tableNode;
- (NSInteger)tableNode:(ASTableNode *)tableNode numberOfRowsInSection:(NSInteger)section;
- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath;
- (ASCellNode *)tableNode:(ASTableNode *)tableNode nodeForRowAtIndexPath:(NSIndexPath *)indexPath;
@end

@protocol ASTableDelegate <NSObject>
@optional
- (void)tableNode:(ASTableNode *)tableNode didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
- (ASSizeRange)tableNode:(ASTableNode *)tableNode constrainedSizeForRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)tableNode:(ASTableNode *)tableNode willBeginBatchFetchWithContext:(ASBatchContext *)context;
- (BOOL)shouldBatchFetchForTableNode:(ASTableNode *)tableNode;
@end

@interface ASTableView : UITableView
@end

@interface ASTableNode : ASDisplayNode
- (instancetype)init;
- (instancetype)initWithStyle:(UITableViewStyle)style;
@property (readonly) ASTableView *view;
@property (nonatomic, weak) id<ASTableDelegate> delegate;
@property (nonatomic, weak) id<ASTableDataSource> dataSource;
@property (nonatomic) CGFloat leadingScreensForBatching;
@property (nonatomic) BOOL inverted;
@property (nonatomic) UIEdgeInsets contentInset;
- (ASRangeTuningParameters)tuningParametersForRangeType:(ASLayoutRangeType)rangeType;
- (void)setTuningParameters:(ASRangeTuningParameters)tuningParameters forRangeType:(ASLayoutRangeType)rangeType;
- (ASRangeTuningParameters)tuningParametersForRangeMode:(ASLayoutRangeMode)rangeMode rangeType:(ASLayoutRangeType)rangeType;
- (void)setTuningParameters:(ASRangeTuningParameters)tuningParameters forRangeMode:(ASLayoutRangeMode)rangeMode rangeType:(ASLayoutRangeType)rangeType;
- (void)reloadData;
- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation;
- (void)performBatchUpdates:(nullable void (^)(void))updates completion:(nullable void (^)(BOOL finished))completion;
@end

// MARK: ASDKViewController.h

@interface ASDKViewController<__covariant DisplayNodeType : ASDisplayNode *> : UIViewController
- (instancetype)initWithNode:(DisplayNodeType)node;
@property (nonatomic, readonly, null_unspecified) DisplayNodeType node;
@property (nonatomic) BOOL neverShowPlaceholders;
@end

// MARK: ASDisplayNode+Beta.h, AsyncDisplayKit+Debug.h

@interface ASDisplayNode (GuideSamplesBeta)
+ (void)setRangeModeForMemoryWarnings:(ASLayoutRangeMode)rangeMode;
@property (class, nonatomic) BOOL shouldShowRangeDebugOverlay;
@end

NS_ASSUME_NONNULL_END
