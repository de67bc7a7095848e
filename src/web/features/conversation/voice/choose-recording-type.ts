/** The recording format: Opus in WebM or Ogg where offered (Chrome, Firefox), else what the browser has (Safari: MP4). */
const PREFERRED = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

export function chooseRecordingType(): string | undefined {
  return PREFERRED.find((type) => MediaRecorder.isTypeSupported(type));
}

export function canRecordSpeech(): boolean {
  return typeof window !== 'undefined' && typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}
