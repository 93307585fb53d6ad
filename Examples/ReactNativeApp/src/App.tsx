import React from 'react';
import Posting from './Posting';
import VideoScreen from './VideoScreen';

export default function App() {
  return (
    <>
      <VideoScreen />
      <Posting visible={false} />
    </>
  );
}
