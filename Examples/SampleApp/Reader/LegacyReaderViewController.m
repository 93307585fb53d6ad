#import <UIKit/UIKit.h>

@interface LegacyReaderViewController : UIViewController
@end

@implementation LegacyReaderViewController

// Seed 004: an orientation constant where a mask is expected. UIInterfaceOrientationLandscapeLeft is 4,
// which as a mask means portraitUpsideDown.
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationLandscapeLeft;
}

// Seed 004: a mask where a BOOL is expected reads as YES.
- (BOOL)shouldAutorotate {
    return UIInterfaceOrientationMaskPortrait;
}

// Not called since iOS 6.
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
    return orientation == UIInterfaceOrientationPortrait;
}

@end

// A category on a UIKit container: it replaces UINavigationController's own answer for every navigation controller
// in the app, and which of the two runs is undefined (uikit_class_extension_override).
@implementation UINavigationController (ReaderRotation)
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return [self.topViewController supportedInterfaceOrientations];
}
@end
