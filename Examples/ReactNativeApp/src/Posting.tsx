import React from 'react';
import { ActivityIndicator, Modal, View } from 'react-native';

// Shown while a post is sent. It lists no supportedOrientations, so React Native makes it portrait only on iPhone:
// sent from a landscape screen, it turns the app to portrait (react_native_modal_orientations).
export default function Posting({ visible }: { visible: boolean }) {
  return (
    <Modal transparent animationType="fade" visible={visible}>
      <View>
        <ActivityIndicator />
      </View>
    </Modal>
  );
}
