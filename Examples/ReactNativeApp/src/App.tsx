import React from 'react';
import VideoScreen from './VideoScreen';

export default function App() {
  return <VideoScreen />;
}
