// Widely used open-source view-controller base classes, with what each answers for the orientation methods, read
// from their public code (issue 27). An app's controller whose superclass is one of these, defined in a dependency
// the repository does not hold, answers what the row says instead of "anything": UIKit's default where the
// library does not override the method. The research behind each row, with the commit read:
// Benchmarks/external/base-classes.yml. A class outside the repository that no row names stays unknown.

import OrientEngine

/// A view-controller class of an open-source library, as its public code answers.
public struct ExternalBaseClass: Sendable, Hashable {
    /// What its `supportedInterfaceOrientations` is.
    public enum Answer: Sendable, Hashable {
        /// No override: UIKit's default for its kind (R5.1, R6.1).
        case uikitDefault
        case mask(OrientationMask)
        case idiom(pad: OrientationMask, other: OrientationMask)
        /// The answer of a child it holds (`topViewController`).
        case forwards(String)
        /// Set by the app through the library (a configuration, the Info.plist, Dart): not known.
        case configurable(String)
    }

    public var name: String
    /// The module a Swift file imports to use it.
    public var module: String
    public var kind: ControllerKind
    /// The UIKit class it derives from.
    public var uikitBase: String
    public var answer: Answer
    /// Where the answer was read: `owner/repo@commit path:line`.
    public var source: String

    /// The answer as the checker reads one from code: nil for UIKit's default.
    public var value: Value? {
        switch answer {
        case .uikitDefault: return nil
        case .mask(let m): return .mask(m)
        case .idiom(let pad, let other): return .idiom(pad: .mask(pad), other: .mask(other))
        case .forwards(let child): return .forward(child)
        case .configurable(let how): return .unknown(how)
        }
    }

    /// The row for a class name as an app's code spells it (`Eureka.FormViewController` too).
    public static func named(_ spelled: String) -> ExternalBaseClass? {
        if let row = byName[spelled] { return row }
        let parts = spelled.split(separator: ".")
        guard parts.count == 2, let row = byName[String(parts[1])], row.module == parts[0] else { return nil }
        return row
    }

    static let byName: [String: ExternalBaseClass] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static func row(
        _ name: String, _ module: String, _ kind: ControllerKind, _ answer: Answer, _ source: String
    ) -> ExternalBaseClass {
        let base: String
        switch kind {
        case .navigationController: base = "UINavigationController"
        case .tabBarController: base = "UITabBarController"
        case .pageViewController: base = "UIPageViewController"
        default: base = "UIViewController"
        }
        return ExternalBaseClass(
            name: name, module: module, kind: kind, uikitBase: base, answer: answer, source: source)
    }

    /// Every row, by library kind: forms, chat, pagers and tabs, side menus, media pickers and viewers, web views,
    /// sheets and panels, hybrid frameworks.
    public static let all: [ExternalBaseClass] = [
        row(
            "FormViewController", "Eureka", .viewController, .uikitDefault,
            "xmartlabs/Eureka@028ef8e319 Source/Core/Core.swift:396 (class decl)"),
        row(
            "XLFormViewController", "XLForm", .viewController, .uikitDefault,
            "xmartlabs/XLForm@ceca40bb06 XLForm/XL/XLFormViewController.h:82 (decl)"),
        row(
            "MessagesViewController", "MessageKit", .viewController, .uikitDefault,
            "MessageKit/MessageKit@b4493fe468 Sources/Controllers/MessagesViewController.swift:30 (decl)"),
        row(
            "JSQMessagesViewController", "JSQMessagesViewController", .viewController, .uikitDefault,
            "jessesquires/JSQMessagesViewController@9343b8fc8c JSQMessagesViewController/Controllers/JSQMessagesViewCont…"
        ),
        row(
            "BaseChatViewController", "Chatto", .viewController, .uikitDefault,
            "badoo/Chatto@fcbcbad7e8 Chatto/sources/ChatController/BaseChatViewController.swift:35 (now 'public final cl…"
        ),
        row(
            "SLKTextViewController", "SlackTextViewController", .viewController, .mask(.all),
            "slackhq/SlackTextViewController@178750fe96 Source/SLKTextViewController.m:2420 (supportedInterfaceOrientati…"
        ),
        row(
            "PagerTabStripViewController", "XLPagerTabStrip", .viewController, .uikitDefault,
            "xmartlabs/XLPagerTabStrip@211ed62aa3 Sources/XLPagerTabStrip/PagerTabStripViewController.swift:53 (decl)"),
        row(
            "ButtonBarPagerTabStripViewController", "XLPagerTabStrip", .viewController, .uikitDefault,
            "xmartlabs/XLPagerTabStrip@211ed62aa3 Sources/XLPagerTabStrip/ButtonBarPagerTabStripViewController.swift:68 …"
        ),
        row(
            "PageboyViewController", "Pageboy", .viewController, .uikitDefault,
            "uias/Pageboy@d522ccd03a Sources/Pageboy/PageboyViewController.swift:14 (decl)"),
        row(
            "TabmanViewController", "Tabman", .viewController, .uikitDefault,
            "uias/Tabman@b666020935 Sources/Tabman/TabmanViewController.swift:15 (decl)"),
        row(
            "PagingViewController", "Parchment", .viewController, .uikitDefault,
            "rechsteiner/Parchment@dfb23ea511 Parchment/Classes/PagingViewController.swift:14 (decl)"),
        row(
            "WMPageController", "WMPageController", .viewController, .uikitDefault,
            "wangmchn/WMPageController@75ab2422d4 WMPageController/WMPageController.h:134 (decl)"),
        row(
            "CYLTabBarController", "CYLTabBarController", .tabBarController, .forwards("selectedViewController"),
            "ChenYilong/CYLTabBarController@8ac8df89a8 CYLTabBarController/CYLTabBarController.m:429-446"),
        row(
            "ESTabBarController", "ESTabBarController_swift", .tabBarController, .uikitDefault,
            "eggswift/ESTabBarController@649aaea587 Sources/ESTabBarController.swift:33 (decl)"),
        row(
            "RAMAnimatedTabBarController", "RAMAnimatedTabBarController", .tabBarController, .uikitDefault,
            "Ramotion/animated-tab-bar@52174249fa RAMAnimatedTabBarController/RAMAnimatedTabBarController.swift:26 (decl)"
        ),
        row(
            "RTRootNavigationController", "RTRootNavigationController", .navigationController,
            .forwards("topViewController"),
            "rickytan/RTRootNavigationController@9d2927caae RTRootNavigationController/Classes/RTRootNavigationControlle…"
        ),
        row(
            "ScrollingNavigationController", "AMScrollingNavbar", .navigationController, .uikitDefault,
            "andreamazz/AMScrollingNavbar@5016bc166a Source/ScrollingNavigationController.swift:90 (decl)"),
        row(
            "ASDKNavigationController", "AsyncDisplayKit", .navigationController, .uikitDefault,
            "TextureGroup/Texture@be0b74b4e2 Source/ASDKNavigationController.h:26 (decl)"),
        row(
            "ASDKViewController", "AsyncDisplayKit", .viewController, .uikitDefault,
            "TextureGroup/Texture@be0b74b4e2 Source/ASDKViewController.h:29 (decl)"),
        row(
            "ASViewController", "AsyncDisplayKit", .viewController, .uikitDefault,
            "TextureGroup/Texture@be0b74b4e2 ASDKViewController's name before Texture 3.0"),
        row(
            "SideMenuNavigationController", "SideMenu", .navigationController, .uikitDefault,
            "jonkykong/SideMenu@8bd4fd1289 Pod/Classes/SideMenuNavigationController.swift:111 (decl)"),
        row(
            "UISideMenuNavigationController", "SideMenu", .navigationController, .uikitDefault,
            "jonkykong/SideMenu@8bd4fd1289 Pod/Classes/SideMenuNavigationController.swift:111 (decl)"),
        row(
            "SWRevealViewController", "SWRevealViewController", .viewController, .uikitDefault,
            "John-Lluch/SWRevealViewController@bb4a110989 SWRevealViewController/SWRevealViewController.m:765-770"),
        row(
            "JASidePanelController", "JASidePanels", .viewController, .uikitDefault,
            "gotosleep/JASidePanels@5913385464 JASidePanels/Source/JASidePanelController.m:205-225 (shouldAutorotate only)"
        ),
        row(
            "MMDrawerController", "MMDrawerController", .viewController, .uikitDefault,
            "mutualmobile/MMDrawerController@08b153860e MMDrawerController/MMDrawerController.m:817 (shouldAutorotate YES)"
        ),
        row(
            "ECSlidingViewController", "ECSlidingViewController", .viewController, .uikitDefault,
            "ECSlidingViewController/ECSlidingViewController@0f63a7e7f5 ECSlidingViewController/ECSlidingViewController.…"
        ),
        row(
            "LGSideMenuController", "LGSideMenuController", .viewController, .uikitDefault,
            "Friend-LGA/LGSideMenuController@153733fceb LGSideMenuController/Extensions/LGSideMenuController+Rotating.sw…"
        ),
        row(
            "RESideMenu", "RESideMenu", .viewController, .uikitDefault,
            "romaonthego/RESideMenu@44a22b4237 RESideMenu/RESideMenu.m:780-783"),
        row(
            "KYDrawerController", "KYDrawerController", .viewController, .uikitDefault,
            "ykyouhei/KYDrawerController@1dafcff3d5 KYDrawerController/Classes/KYDrawerController.swift:33 (decl)"),
        row(
            "SlideMenuController", "SlideMenuControllerSwift", .viewController, .forwards("mainViewController"),
            "dekatotoro/SlideMenuControllerSwift@f67bb23730 Source/SlideMenuController.swift:199-208"),
        row(
            "IIViewDeckController", "ViewDeck", .viewController,
            .configurable("forwards to centerController in ViewDeck 2.x, UIKit's default in 3.x"),
            "ViewDeck/ViewDeck@53438e1970 3.x: ViewDeck/IIViewDeckController.mm has no override (ViewDeck/IIViewDeckCont…"
        ),
        row(
            "NavigationDrawerController", "Material", .viewController, .uikitDefault,
            "CosmicMind/Material@ea59f7c4d7 Sources/iOS/NavigationDrawer/NavigationDrawerController.swift:136 (decl)"),
        row(
            "YPImagePicker", "YPImagePicker", .navigationController, .mask(.portrait),
            "Yummypets/YPImagePicker@e1e66020ee Source/YPImagePicker.swift:46-48"),
        row(
            "TLPhotosPickerViewController", "TLPhotoPicker", .viewController,
            .configurable("configure.supportedInterfaceOrientations, portrait by default"),
            "tilltue/TLPhotoPicker@fc61678baf TLPhotoPicker/Classes/TLPhotosPickerViewController.swift:193-195"),
        row(
            "DKImagePickerController", "DKImagePickerController", .navigationController,
            .configurable("allowsLandscape ? UIKit's default : portrait, portrait by default"),
            "zhangao0086/DKImagePickerController@555d71b57f Sources/DKImagePickerController/DKImagePickerController.swif…"
        ),
        row(
            "QBImagePickerController", "QBImagePickerController", .viewController, .uikitDefault,
            "questbeat/QBImagePicker@93ba9d5401 QBImagePicker/QBImagePickerController.h:32 (decl)"),
        row(
            "GalleryController", "Gallery", .viewController, .uikitDefault,
            "hyperoslo/Gallery@ac4ab78595 Sources/Gallery/GalleryController.swift:12 (decl)"),
        row(
            "ImagePickerController", "ImagePicker", .viewController, .mask(.portrait),
            "hyperoslo/ImagePicker@d8a8f84038 Source/ImagePickerController.swift:446-448 (rotates its icons itself via d…"
        ),
        row(
            "TZImagePickerController", "TZImagePickerController", .navigationController,
            .configurable("all, portrait while its video player presents"),
            "banchichen/TZImagePickerController@11776eb2a5 TZImagePickerController/TZImagePickerController/TZImagePicker…"
        ),
        row(
            "ZLImageNavController", "ZLPhotoBrowser", .navigationController,
            .configurable("iPad all; iPhone all unless supportLandscape is false"),
            "longitachi/ZLPhotoBrowser@3faae68555 Sources/General/ZLImageNavController.swift:47-53"),
        row(
            "ZLEditImageViewController", "ZLPhotoBrowser", .viewController, .idiom(pad: .all, other: .portrait),
            "longitachi/ZLPhotoBrowser@3faae68555 Sources/Edit/ZLEditImageViewController.swift:427-429"),
        row(
            "PhotoPickerController", "HXPhotoPicker", .navigationController,
            .configurable("config.supportedInterfaceOrientations, all by default"),
            "SilenceLove/HXPhotoPicker@e31e2c2892 Sources/HXPhotoPicker/Picker/Controller/Photo/PhotoPickerController.sw…"
        ),
        row(
            "AssetsPickerViewController", "AssetsPickerViewController", .navigationController, .uikitDefault,
            "DragonCherry/AssetsPickerViewController@12b6cc1917 AssetsPickerViewController/Classes/Picker/Controller/Ass…"
        ),
        row(
            "CTAssetsPickerController", "CTAssetsPickerController", .viewController, .uikitDefault,
            "chiunam/CTAssetsPickerController@2ca7959e48 CTAssetsPickerController/CTAssetsPickerController.h:39 (decl)"),
        row(
            "SwiftyCamViewController", "SwiftyCam", .viewController, .uikitDefault,
            "Awalz/SwiftyCam@c3dab301b3 Source/SwiftyCamViewController.swift:292-294"),
        row(
            "SKPhotoBrowser", "SKPhotoBrowser", .viewController, .uikitDefault,
            "suzuki-0000/SKPhotoBrowser@ac7ba17a59 SKPhotoBrowser/SKPhotoBrowser.swift:14 (decl)"),
        row(
            "MWPhotoBrowser", "MWPhotoBrowser", .viewController, .mask(.all),
            "mwaterfall/MWPhotoBrowser@66ddd73859 Pod/Classes/MWPhotoBrowser.m:556-558 (UIInterfaceOrientationMaskAll, c…"
        ),
        row(
            "IDMPhotoBrowser", "IDMPhotoBrowser", .viewController, .uikitDefault,
            "thiagoperes/IDMPhotoBrowser@01fbba9cfa Classes/IDMPhotoBrowser.h:32 (decl)"),
        row(
            "Agrume", "Agrume", .viewController, .uikitDefault,
            "JanGorman/Agrume@59cf0cd89a Agrume/Agrume.swift:7 ('public final class', presented, not subclassed)"),
        row(
            "GalleryViewController", "ImageViewer", .pageViewController, .uikitDefault,
            "Krisiacik/ImageViewer@18770b879f ImageViewer/Source/GalleryViewController.swift:12 (decl)"),
        row(
            "LightboxController", "Lightbox", .viewController, .uikitDefault,
            "hyperoslo/Lightbox@c73d8292b5 Source/LightboxController.swift:30 (decl)"),
        row(
            "NYTPhotosViewController", "NYTPhotoViewer", .viewController, .uikitDefault,
            "nytimes/NYTPhotoViewer@ac206d2b3d NYTPhotoViewer/include/NYTPhotosViewController.h:42 (decl)"),
        row(
            "TOCropViewController", "TOCropViewController", .viewController, .uikitDefault,
            "TimOliver/TOCropViewController@9782ecf30b Objective-C/TOCropViewController/TOCropViewController.h:96 (decl)"
        ),
        row(
            "CropViewController", "CropViewController", .viewController, .uikitDefault,
            "TimOliver/TOCropViewController@9782ecf30b Swift/CropViewController/CropViewController.swift:96 (decl)"),
        row(
            "BarcodeScannerViewController", "BarcodeScanner", .viewController, .uikitDefault,
            "hyperoslo/BarcodeScanner@72b8b72aa1 Sources/Controllers/BarcodeScannerViewController.swift:34 (decl)"),
        row(
            "QRCodeReaderViewController", "QRCodeReader", .viewController, .uikitDefault,
            "yannickl/QRCodeReader.swift@f65f9a7dbb Sources/QRCodeReaderViewController.swift:31 (decl)"),
        row(
            "SwiftWebVC", "SwiftWebVC", .viewController, .uikitDefault,
            "meismyles/SwiftWebVC@9272aecce4 SwiftWebVC/SwiftWebVC.swift:16 (decl)"),
        row(
            "SwiftModalWebVC", "SwiftWebVC", .navigationController, .uikitDefault,
            "meismyles/SwiftWebVC@9272aecce4 SwiftWebVC/SwiftModalWebVC.swift:11 (decl)"),
        row(
            "TOWebViewController", "TOWebViewController", .viewController, .uikitDefault,
            "TimOliver/TOWebViewController@c1dce922e9 TOWebViewController/TOWebViewController.m:387-393 (also the iOS 5 …"
        ),
        row(
            "SVWebViewController", "SVWebViewController", .viewController, .uikitDefault,
            "TransitApp/SVWebViewController@fe4ddeca1a SVWebViewController/SVWebViewController.m:106 has only the iOS 5 …"
        ),
        row(
            "FloatingPanelController", "FloatingPanel", .viewController, .uikitDefault,
            "scenee/FloatingPanel@7efcc769e0 Sources/Controller.swift:146 (decl)"),
        row(
            "ActionController", "XLActionController", .viewController, .uikitDefault,
            "xmartlabs/XLActionController@c688f26066 Source/ActionController.swift:93 (generic decl"),
        row(
            "PopupDialog", "PopupDialog", .viewController, .uikitDefault,
            "Orderella/PopupDialog@d41ac7c7fa PopupDialog/Classes/PopupDialog.swift:30 ('final public class', instantiat…"
        ),
        row(
            "CAPBridgeViewController", "Capacitor", .viewController,
            .configurable("the Info.plist's orientations, read by Capacitor"),
            "ionic-team/capacitor@1834b9740e ios/Capacitor/Capacitor/CAPBridgeViewController.swift:255-269"),
        row(
            "CDVViewController", "Cordova", .viewController,
            .configurable("the Info.plist's orientations up to cordova-ios 7, UIKit's default from 8"),
            "apache/cordova-ios@eb65a51e14 7.1.1 (9b74d4576b5d5aca769f99e266e88e04154b1f61) CordovaLib/Classes/Public/CD…"
        ),
        row(
            "FlutterViewController", "Flutter", .viewController,
            .configurable("what Dart sets with SystemChrome.setPreferredOrientations, all by default"),
            "flutter/engine@0073422e2a shell/platform/darwin/ios/framework/Source/FlutterViewController.mm (2018-era com…"
        )
    ]
}
