import React, { useEffect } from 'react';
import { Text } from 'react-native';
import * as ScreenOrientation from 'expo-screen-orientation';

// PORTRAIT is portrait and upside down: expo-screen-orientation refuses it on Face ID iPhones, so there the
// reader is never locked. PORTRAIT_UP is what it means.
export default function Reader() {
  useEffect(() => {
    ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT);
    return () => {
      ScreenOrientation.unlockAsync();
    };
  }, []);
  return <Text>Chapter 1</Text>;
}
