#import <UIKit/UIKit.h>

@interface LegacyReaderViewController : UIViewController
@end

@implementation LegacyReaderViewController

// Seed 004: an orientation constant where a mask is expected. UIInterfaceOrientationLandscapeLeft is 4,
// which as a mask means portraitUpsideDown.
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationLandscapeLeft;
}

@end
