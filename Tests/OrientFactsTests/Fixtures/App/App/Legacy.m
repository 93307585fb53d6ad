#import "Controllers.h"

// - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; } (commented out)

@implementation LegacyPlayerViewController

- (BOOL)shouldAutorotate {
    return YES;
}

/* The seed-004 trap: an orientation constant where a mask is expected. */
- (UIInterfaceOrientationMask)supportedInterfaceOrientations
{
    return UIInterfaceOrientationLandscapeLeft;
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? UIInterfaceOrientationLandscapeRight : UIInterfaceOrientationPortrait;
}

- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation {
    return UIInterfaceOrientationIsLandscape(toInterfaceOrientation);
}

- (void)willRotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation duration:(NSTimeInterval)duration {
    NSLog(@"- (UIInterfaceOrientationMask)supportedInterfaceOrientations { }");
}

- (void)play {
    SettingsViewController *settings = [[SettingsViewController alloc] init];
    settings.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:settings animated:YES completion:nil];
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[DetailViewController alloc] init]];
    [nav setModalPresentationStyle:UIModalPresentationOverFullScreen];
    [self presentViewController:nav animated:YES completion:^{
        NSLog(@"presented");
    }];
    [self.navigationController pushViewController:[DetailViewController new] animated:YES];
}

- (void)forceLandscape {
    if (@available(iOS 16.0, *)) {
        UIWindowScene *scene = self.view.window.windowScene;
        UIWindowSceneGeometryPreferencesIOS *prefs = [[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:UIInterfaceOrientationMaskLandscapeRight];
        [scene requestGeometryUpdateWithPreferences:prefs errorHandler:nil];
        [self setNeedsUpdateOfSupportedInterfaceOrientations];
    } else {
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
        [UIViewController attemptRotationToDeviceOrientation];
    }
    self.allowed = UIInterfaceOrientationMaskLandscape;
}

@end

@implementation LegacyNavigationController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return [self.topViewController supportedInterfaceOrientations];
}

- (BOOL)shouldAutorotate
{
    return [[self.viewControllers lastObject] shouldAutorotate];
}

- (UIInterfaceOrientationMask)navigationControllerSupportedInterfaceOrientations:(UINavigationController *)navigationController {
    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {
        return UIInterfaceOrientationMaskAll;
    }
    return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
}

@end

@implementation UINavigationController (Rotation)
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return [super supportedInterfaceOrientations];
}
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window.rootViewController = [[LegacyNavigationController alloc] initWithRootViewController:[[LegacyPlayerViewController alloc] init]];
    return YES;
}

- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
    return self.orientationLock;
}

@end
