import 'package:flutter/material.dart';
import 'package:flutter/services.dart';

import 'video_page.dart';

/// The app is portrait on phones; the video page turns to landscape.
Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
  runApp(const FilmClub());
}

class FilmClub extends StatelessWidget {
  const FilmClub({super.key});

  @override
  Widget build(BuildContext context) => const MaterialApp(home: FilmList());
}

/// The first screen: a film opens the video page.
class FilmList extends StatelessWidget {
  const FilmList({super.key});

  @override
  Widget build(BuildContext context) => ListTile(
        title: const Text('Play'),
        onTap: () => Navigator.of(context).push(MaterialPageRoute(builder: (_) => const VideoPage())),
      );
}
