#import "LegacyAppDelegate.h"

@implementation LegacyAppDelegate
@end
