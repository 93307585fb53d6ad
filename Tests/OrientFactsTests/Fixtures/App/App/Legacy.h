#import <UIKit/UIKit.h>

@interface LegacyPlayerViewController : UIViewController
@property (nonatomic) UIInterfaceOrientationMask allowed;
@end

@interface LegacyNavigationController : UINavigationController <UINavigationControllerDelegate>
@end
