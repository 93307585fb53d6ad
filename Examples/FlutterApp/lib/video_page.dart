import 'package:flutter/material.dart';
import 'package:flutter/services.dart';

/// Locks landscape when it opens, and never sets the app's portrait back: every later screen stays landscape.
/// On an iPad that takes part in multitasking, the lock does nothing at all.
class VideoPage extends StatefulWidget {
  const VideoPage({super.key});

  @override
  State<VideoPage> createState() => _VideoPageState();
}

class _VideoPageState extends State<VideoPage> {
  @override
  void initState() {
    super.initState();
    SystemChrome.setPreferredOrientations([
      DeviceOrientation.landscapeLeft,
      DeviceOrientation.landscapeRight,
    ]);
  }

  @override
  Widget build(BuildContext context) => const Placeholder();
}
