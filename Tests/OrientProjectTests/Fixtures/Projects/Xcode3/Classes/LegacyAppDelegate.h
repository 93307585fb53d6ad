#import <UIKit/UIKit.h>

@interface LegacyAppDelegate : NSObject <UIApplicationDelegate>
@end
