import SwatchGeometry
import SwatchTouch
import XCTest
