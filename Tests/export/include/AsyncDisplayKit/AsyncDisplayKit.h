// The part of Foundation's, UIKit's and Texture's Objective-C API that
// exported Objective-C code uses, declared from Texture's headers
// (Source/ASDisplayNode.h, ASCellNode.h, ASControlNode.h, ASButtonNode.h, ASTextNode.h, ASImageNode.h, ASNetworkImageNode.h,
// Source/Layout/AS*LayoutSpec.h, ASLayoutElement.h, ASStackLayoutElement.h,
// ASAbsoluteLayoutElement.h, ASDimension.h, ASStackLayoutDefines.h) and
// Apple's documented interfaces, so that `clang -fsyntax-only` can check
// generated code on a machine without the iOS SDK. Declarations only: it
// proves names, selectors and types, not behaviour. A type the guide's
// samples use too (AsyncDisplayKit+Guide.h) is declared here once, with the
// members those samples add (control states and events, a button's
// attributed title, a cell's selection).

#pragma once

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(type, name) enum name : type name; enum name : type
#define NS_OPTIONS(type, name) enum name : type name; enum name : type
#define INFINITY __builtin_inff()

NS_ASSUME_NONNULL_BEGIN

typedef _Bool BOOL;
#define YES __objc_yes
#define NO __objc_no
#define nil ((id)0)
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef double CGFloat;
typedef struct objc_selector *SEL;

typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = {x, y}; return p; }
static inline CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize s = {width, height}; return s; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height)
{
  CGRect r = {{x, y}, {width, height}};
  return r;
}

typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right)
{
  UIEdgeInsets insets = {top, left, bottom, right};
  return insets;
}
extern const UIEdgeInsets UIEdgeInsetsZero;

// MARK: Foundation

@protocol NSObject
@end

@protocol NSCopying
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
- (instancetype)init;
@end

@interface NSString : NSObject <NSCopying>
@end

@interface NSConstantString : NSString
@end

@interface NSNumber : NSObject <NSCopying>
@end

@interface NSArray<__covariant ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nullable])objects count:(NSUInteger)count;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [_Nullable])objects
                              forKeys:(const KeyType <NSCopying> _Nonnull [_Nullable])keys
                                count:(NSUInteger)count;
@end

typedef NSString *NSAttributedStringKey;
extern NSAttributedStringKey const NSFontAttributeName;
extern NSAttributedStringKey const NSForegroundColorAttributeName;

@interface NSAttributedString : NSObject
- (instancetype)initWithString:(NSString *)string
                    attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attributes;
@end

@interface NSURL : NSObject
+ (nullable instancetype)URLWithString:(NSString *)URLString;
@end

// MARK: UIKit

@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@property (class, nonatomic, readonly) UIColor *blackColor;
@property (class, nonatomic, readonly) UIColor *whiteColor;
@property (class, nonatomic, readonly) UIColor *clearColor;
@property (class, nonatomic, readonly) UIColor *redColor;
@property (class, nonatomic, readonly) UIColor *greenColor;
@property (class, nonatomic, readonly) UIColor *blueColor;
@property (class, nonatomic, readonly) UIColor *cyanColor;
@property (class, nonatomic, readonly) UIColor *magentaColor;
@property (class, nonatomic, readonly) UIColor *yellowColor;
@end

typedef CGFloat UIFontWeight;
extern const UIFontWeight UIFontWeightRegular;
extern const UIFontWeight UIFontWeightBold;

@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@end

@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
@property (nonatomic, readonly) CGSize size;
@property (nonatomic, readonly) CGFloat scale;
- (void)drawInRect:(CGRect)rect;
@end

@interface UIBezierPath : NSObject
+ (instancetype)bezierPathWithRoundedRect:(CGRect)rect cornerRadius:(CGFloat)cornerRadius;
- (void)addClip;
@end

typedef NS_OPTIONS(NSUInteger, UIControlState) {
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
};

// UIAccessibilityConstants.h
typedef unsigned long long UIAccessibilityTraits; // uint64_t
extern UIAccessibilityTraits UIAccessibilityTraitNone;
extern UIAccessibilityTraits UIAccessibilityTraitButton;
extern UIAccessibilityTraits UIAccessibilityTraitLink;
extern UIAccessibilityTraits UIAccessibilityTraitImage;
extern UIAccessibilityTraits UIAccessibilityTraitSelected;
extern UIAccessibilityTraits UIAccessibilityTraitPlaysSound;
extern UIAccessibilityTraits UIAccessibilityTraitKeyboardKey;
extern UIAccessibilityTraits UIAccessibilityTraitStaticText;
extern UIAccessibilityTraits UIAccessibilityTraitSummaryElement;
extern UIAccessibilityTraits UIAccessibilityTraitNotEnabled;
extern UIAccessibilityTraits UIAccessibilityTraitUpdatesFrequently;
extern UIAccessibilityTraits UIAccessibilityTraitSearchField;
extern UIAccessibilityTraits UIAccessibilityTraitStartsMediaSession;
extern UIAccessibilityTraits UIAccessibilityTraitAdjustable;
extern UIAccessibilityTraits UIAccessibilityTraitAllowsDirectInteraction;
extern UIAccessibilityTraits UIAccessibilityTraitCausesPageTurn;
extern UIAccessibilityTraits UIAccessibilityTraitTabBar;
extern UIAccessibilityTraits UIAccessibilityTraitHeader;

@interface UIGraphicsImageRendererContext : NSObject
@end

@interface UIGraphicsImageRendererFormat : NSObject
@property (nonatomic) CGFloat scale;
@end

@interface UIGraphicsImageRenderer : NSObject
- (instancetype)initWithSize:(CGSize)size;
- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format;
- (UIImage *)imageWithActions:(void (^)(UIGraphicsImageRendererContext *rendererContext))actions;
@end

// MARK: ASInternalHelpers.h

extern CGFloat ASScreenScale(void);

// MARK: ASDimension.h

typedef NS_ENUM(NSInteger, ASDimensionUnit) {
  ASDimensionUnitAuto,
  ASDimensionUnitPoints,
  ASDimensionUnitFraction,
};

typedef struct {
  ASDimensionUnit unit;
  CGFloat value;
} ASDimension;

extern ASDimension const ASDimensionAuto;
__attribute__((overloadable)) ASDimension ASDimensionMake(ASDimensionUnit unit, CGFloat value);
__attribute__((overloadable)) ASDimension ASDimensionMake(CGFloat points);
ASDimension ASDimensionMakeWithPoints(CGFloat points);
ASDimension ASDimensionMakeWithFraction(CGFloat fraction);

typedef struct {
  CGSize min;
  CGSize max;
} ASSizeRange;

// MARK: ASStackLayoutDefines.h

typedef NS_ENUM(unsigned char, ASStackLayoutDirection) {
  ASStackLayoutDirectionVertical,
  ASStackLayoutDirectionHorizontal,
};

typedef NS_ENUM(unsigned char, ASStackLayoutJustifyContent) {
  ASStackLayoutJustifyContentStart,
  ASStackLayoutJustifyContentCenter,
  ASStackLayoutJustifyContentEnd,
  ASStackLayoutJustifyContentSpaceBetween,
  ASStackLayoutJustifyContentSpaceAround,
};

typedef NS_ENUM(unsigned char, ASStackLayoutAlignItems) {
  ASStackLayoutAlignItemsStart,
  ASStackLayoutAlignItemsEnd,
  ASStackLayoutAlignItemsCenter,
  ASStackLayoutAlignItemsStretch,
  ASStackLayoutAlignItemsBaselineFirst,
  ASStackLayoutAlignItemsBaselineLast,
  ASStackLayoutAlignItemsNotSet,
};

typedef NS_ENUM(unsigned char, ASStackLayoutAlignSelf) {
  ASStackLayoutAlignSelfAuto,
  ASStackLayoutAlignSelfStart,
  ASStackLayoutAlignSelfEnd,
  ASStackLayoutAlignSelfCenter,
  ASStackLayoutAlignSelfStretch,
};

typedef NS_ENUM(unsigned char, ASStackLayoutFlexWrap) {
  ASStackLayoutFlexWrapNoWrap,
  ASStackLayoutFlexWrapWrap,
};

typedef NS_ENUM(unsigned char, ASStackLayoutAlignContent) {
  ASStackLayoutAlignContentStart,
  ASStackLayoutAlignContentCenter,
  ASStackLayoutAlignContentEnd,
  ASStackLayoutAlignContentSpaceBetween,
  ASStackLayoutAlignContentSpaceAround,
  ASStackLayoutAlignContentStretch,
};

typedef NS_ENUM(unsigned char, ASHorizontalAlignment) {
  ASHorizontalAlignmentNone,
  ASHorizontalAlignmentLeft,
  ASHorizontalAlignmentMiddle,
  ASHorizontalAlignmentRight,
};

typedef NS_ENUM(unsigned char, ASVerticalAlignment) {
  ASVerticalAlignmentNone,
  ASVerticalAlignmentTop,
  ASVerticalAlignmentCenter,
  ASVerticalAlignmentBottom,
};

// MARK: ASRelativeLayoutSpec.h, ASCenterLayoutSpec.h, ASAbsoluteLayoutSpec.h, ASCornerLayoutSpec.h

typedef NS_ENUM(NSUInteger, ASRelativeLayoutSpecPosition) {
  ASRelativeLayoutSpecPositionNone = 0,
  ASRelativeLayoutSpecPositionStart = 1,
  ASRelativeLayoutSpecPositionCenter = 2,
  ASRelativeLayoutSpecPositionEnd = 3,
};

typedef NS_OPTIONS(NSUInteger, ASRelativeLayoutSpecSizingOption) {
  ASRelativeLayoutSpecSizingOptionDefault,
  ASRelativeLayoutSpecSizingOptionMinimumWidth = 1 << 0,
  ASRelativeLayoutSpecSizingOptionMinimumHeight = 1 << 1,
  ASRelativeLayoutSpecSizingOptionMinimumSize = ASRelativeLayoutSpecSizingOptionMinimumWidth | ASRelativeLayoutSpecSizingOptionMinimumHeight,
};

typedef NS_OPTIONS(NSUInteger, ASCenterLayoutSpecCenteringOptions) {
  ASCenterLayoutSpecCenteringNone = 0,
  ASCenterLayoutSpecCenteringX = 1 << 0,
  ASCenterLayoutSpecCenteringY = 1 << 1,
  ASCenterLayoutSpecCenteringXY = ASCenterLayoutSpecCenteringX | ASCenterLayoutSpecCenteringY
};

typedef NS_OPTIONS(NSUInteger, ASCenterLayoutSpecSizingOptions) {
  ASCenterLayoutSpecSizingOptionDefault = ASRelativeLayoutSpecSizingOptionDefault,
  ASCenterLayoutSpecSizingOptionMinimumX = ASRelativeLayoutSpecSizingOptionMinimumWidth,
  ASCenterLayoutSpecSizingOptionMinimumY = ASRelativeLayoutSpecSizingOptionMinimumHeight,
  ASCenterLayoutSpecSizingOptionMinimumXY = ASRelativeLayoutSpecSizingOptionMinimumSize
};

typedef NS_ENUM(NSInteger, ASAbsoluteLayoutSpecSizing) {
  ASAbsoluteLayoutSpecSizingDefault,
  ASAbsoluteLayoutSpecSizingSizeToFit,
};

typedef NS_ENUM(NSInteger, ASCornerLayoutLocation) {
  ASCornerLayoutLocationTopLeft,
  ASCornerLayoutLocationTopRight,
  ASCornerLayoutLocationBottomLeft,
  ASCornerLayoutLocationBottomRight,
};

// MARK: ASLayoutElement.h, ASStackLayoutElement.h, ASAbsoluteLayoutElement.h

@class ASLayoutElementStyle;

@protocol ASLayoutElement <NSObject>
@property (nonatomic, readonly) ASLayoutElementStyle *style;
@end

@interface ASLayoutElementStyle : NSObject
@property (nonatomic) ASDimension width;
@property (nonatomic) ASDimension height;
@property (nonatomic) ASDimension minHeight;
@property (nonatomic) ASDimension maxHeight;
@property (nonatomic) ASDimension minWidth;
@property (nonatomic) ASDimension maxWidth;
@property (nonatomic) CGSize preferredSize;
@property (nonatomic) CGSize minSize;
@property (nonatomic) CGSize maxSize;
@property (nonatomic) CGFloat spacingBefore;
@property (nonatomic) CGFloat spacingAfter;
@property (nonatomic) CGFloat flexGrow;
@property (nonatomic) CGFloat flexShrink;
@property (nonatomic) ASDimension flexBasis;
@property (nonatomic) ASStackLayoutAlignSelf alignSelf;
@property (nonatomic) CGFloat ascender;
@property (nonatomic) CGFloat descender;
@property (nonatomic) CGPoint layoutPosition;
@end

// MARK: ASDisplayNode.h and its categories

@class ASDisplayNode;
@class ASLayoutSpec;

typedef ASLayoutSpec * _Nonnull (^ASLayoutSpecBlock)(__kindof ASDisplayNode *node, ASSizeRange constrainedSize);

typedef NS_ENUM(unsigned char, ASCornerRoundingType) {
  ASCornerRoundingTypeDefaultSlowCALayer,
  ASCornerRoundingTypePrecomposited,
  ASCornerRoundingTypeClipping
};

@interface ASDisplayNode : NSObject <ASLayoutElement>
- (instancetype)init;
@property BOOL automaticallyManagesSubnodes;
@property (nullable, copy) UIColor *backgroundColor;
@property CGFloat cornerRadius;
@property ASCornerRoundingType cornerRoundingType;
@property (getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property UIEdgeInsets hitTestSlop;
@property (nullable) ASLayoutSpecBlock layoutSpecBlock;
// ASDisplayNode.h (UIViewBridgeAccessibility) and ASDisplayNode+Beta.h.
@property BOOL isAccessibilityElement;
@property (nullable, copy) NSString *accessibilityLabel;
@property UIAccessibilityTraits accessibilityTraits;
@property BOOL accessibilityElementsHidden;
@property BOOL isAccessibilityContainer;
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize;
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize;
@end

typedef NS_OPTIONS(NSUInteger, ASControlNodeEvent) {
  ASControlNodeEventTouchDown = 1 << 0,
  ASControlNodeEventTouchDownRepeat = 1 << 1,
  ASControlNodeEventTouchDragInside = 1 << 2,
  ASControlNodeEventTouchDragOutside = 1 << 3,
  ASControlNodeEventTouchUpInside = 1 << 4,
  ASControlNodeEventTouchUpOutside = 1 << 5,
  ASControlNodeEventTouchCancel = 1 << 6,
  ASControlNodeEventValueChanged = 1 << 12,
  ASControlNodeEventPrimaryActionTriggered = 1 << 13,
  ASControlNodeEventAllEvents = 0xFFFFFFFF
};

@interface ASControlNode : ASDisplayNode
@property (getter=isEnabled) BOOL enabled;
@property (getter=isHighlighted) BOOL highlighted;
@property (getter=isSelected) BOOL selected;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(ASControlNodeEvent)controlEvents;
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(ASControlNodeEvent)controlEvents;
@end

@interface ASTextNode : ASControlNode
@property (nullable, copy) NSAttributedString *attributedText;
@property (nullable, copy) NSAttributedString *truncationAttributedText;
@property NSUInteger maximumNumberOfLines;
@end

typedef struct {
  CGFloat displayScale;
} ASPrimitiveTraitCollection;

typedef UIImage * _Nullable (^asimagenode_modification_block_t)(UIImage *image, ASPrimitiveTraitCollection traitCollection);

extern ASPrimitiveTraitCollection ASPrimitiveTraitCollectionMakeDefault(void);

@interface UIImage (ASConvenience)
+ (UIImage *)as_resizableRoundedImageWithCornerRadius:(CGFloat)cornerRadius
                                          cornerColor:(nullable UIColor *)cornerColor
                                            fillColor:(UIColor *)fillColor
                                      traitCollection:(ASPrimitiveTraitCollection)traitCollection;
@end

@interface ASImageNode : ASControlNode
@property (nullable) UIImage *image;
@property (nullable) asimagenode_modification_block_t imageModificationBlock;
@end

asimagenode_modification_block_t ASImageNodeRoundBorderModificationBlock(CGFloat borderWidth, UIColor * _Nullable borderColor);
asimagenode_modification_block_t ASImageNodeTintColorModificationBlock(UIColor *color);

@interface ASNetworkImageNode : ASImageNode
@property (nullable) UIImage *defaultImage;
@property (nullable, copy) NSURL *URL;
@end

typedef NS_ENUM(unsigned char, ASButtonNodeImageAlignment) {
  ASButtonNodeImageAlignmentBeginning,
  ASButtonNodeImageAlignmentEnd
};

@interface ASButtonNode : ASControlNode
@property (readonly) ASTextNode *titleNode;
@property (readonly) ASImageNode *imageNode;
@property (readonly) ASImageNode *backgroundImageNode;
@property CGFloat contentSpacing;
@property BOOL laysOutHorizontally;
@property ASHorizontalAlignment contentHorizontalAlignment;
@property ASVerticalAlignment contentVerticalAlignment;
@property UIEdgeInsets contentEdgeInsets;
@property ASButtonNodeImageAlignment imageAlignment;
- (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state;
- (void)setTitle:(NSString *)title withFont:(nullable UIFont *)font withColor:(nullable UIColor *)color forState:(UIControlState)state;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state;
@end

@interface ASCellNode : ASDisplayNode
@property BOOL neverShowPlaceholders;
@property (getter=isSelected) BOOL selected;
@end

// MARK: ASLayoutSpec.h and the specs

@interface ASLayoutSpec : NSObject <ASLayoutElement>
@property (nullable, nonatomic) id<ASLayoutElement> child;
@property (nullable, nonatomic) NSArray<id<ASLayoutElement>> *children;
@end

@interface ASWrapperLayoutSpec : ASLayoutSpec
+ (instancetype)wrapperWithLayoutElement:(id<ASLayoutElement>)layoutElement;
+ (instancetype)wrapperWithLayoutElements:(NSArray<id<ASLayoutElement>> *)layoutElements;
- (instancetype)init __attribute__((unavailable));
@end

@interface ASStackLayoutSpec : ASLayoutSpec
@property (nonatomic) ASStackLayoutDirection direction;
@property (nonatomic) CGFloat spacing;
@property (nonatomic) ASHorizontalAlignment horizontalAlignment;
@property (nonatomic) ASVerticalAlignment verticalAlignment;
@property (nonatomic) ASStackLayoutJustifyContent justifyContent;
@property (nonatomic) ASStackLayoutAlignItems alignItems;
@property (nonatomic) ASStackLayoutFlexWrap flexWrap;
@property (nonatomic) ASStackLayoutAlignContent alignContent;
@property (nonatomic) CGFloat lineSpacing;
+ (instancetype)stackLayoutSpecWithDirection:(ASStackLayoutDirection)direction
                                     spacing:(CGFloat)spacing
                              justifyContent:(ASStackLayoutJustifyContent)justifyContent
                                  alignItems:(ASStackLayoutAlignItems)alignItems
                                    children:(NSArray<id<ASLayoutElement>> *)children;
@end

@interface ASInsetLayoutSpec : ASLayoutSpec
@property (nonatomic) UIEdgeInsets insets;
+ (instancetype)insetLayoutSpecWithInsets:(UIEdgeInsets)insets child:(id<ASLayoutElement>)child;
@end

@interface ASOverlayLayoutSpec : ASLayoutSpec
@property (nonatomic) id<ASLayoutElement> overlay;
+ (instancetype)overlayLayoutSpecWithChild:(id<ASLayoutElement>)child overlay:(id<ASLayoutElement>)overlay;
@end

@interface ASBackgroundLayoutSpec : ASLayoutSpec
@property (nonatomic) id<ASLayoutElement> background;
+ (instancetype)backgroundLayoutSpecWithChild:(id<ASLayoutElement>)child background:(id<ASLayoutElement>)background;
@end

@interface ASRelativeLayoutSpec : ASLayoutSpec
@property (nonatomic) ASRelativeLayoutSpecPosition horizontalPosition;
@property (nonatomic) ASRelativeLayoutSpecPosition verticalPosition;
@property (nonatomic) ASRelativeLayoutSpecSizingOption sizingOption;
+ (instancetype)relativePositionLayoutSpecWithHorizontalPosition:(ASRelativeLayoutSpecPosition)horizontalPosition
                                                verticalPosition:(ASRelativeLayoutSpecPosition)verticalPosition
                                                    sizingOption:(ASRelativeLayoutSpecSizingOption)sizingOption
                                                           child:(id<ASLayoutElement>)child;
@end

@interface ASCenterLayoutSpec : ASRelativeLayoutSpec
@property (nonatomic) ASCenterLayoutSpecCenteringOptions centeringOptions;
@property (nonatomic) ASCenterLayoutSpecSizingOptions sizingOptions;
+ (instancetype)centerLayoutSpecWithCenteringOptions:(ASCenterLayoutSpecCenteringOptions)centeringOptions
                                       sizingOptions:(ASCenterLayoutSpecSizingOptions)sizingOptions
                                               child:(id<ASLayoutElement>)child;
@end

@interface ASRatioLayoutSpec : ASLayoutSpec
@property (nonatomic) CGFloat ratio;
+ (instancetype)ratioLayoutSpecWithRatio:(CGFloat)ratio child:(id<ASLayoutElement>)child;
@end

@interface ASAbsoluteLayoutSpec : ASLayoutSpec
@property (nonatomic) ASAbsoluteLayoutSpecSizing sizing;
+ (instancetype)absoluteLayoutSpecWithSizing:(ASAbsoluteLayoutSpecSizing)sizing children:(NSArray<id<ASLayoutElement>> *)children;
+ (instancetype)absoluteLayoutSpecWithChildren:(NSArray<id<ASLayoutElement>> *)children;
@end

@interface ASCornerLayoutSpec : ASLayoutSpec
+ (instancetype)cornerLayoutSpecWithChild:(id<ASLayoutElement>)child
                                   corner:(id<ASLayoutElement>)corner
                                 location:(ASCornerLayoutLocation)location;
@property (nonatomic) id<ASLayoutElement> corner;
@property (nonatomic) ASCornerLayoutLocation cornerLocation;
@property (nonatomic) CGPoint offset;
@property (nonatomic) BOOL wrapsCorner;
@end

NS_ASSUME_NONNULL_END
