#import <UIKit/UIKit.h>

@interface OrphanBase : UINavigationController
@end
