import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { loadDecoder, readFrame } from './decode-qr';

/** How often a frame is read while the camera looks for the QR. */
const READ_EVERY_MS = 150;

/** What went wrong opening the camera, in words, with what to do instead. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const instead = 'Take a photo of the pass, or type its code, instead.';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return `The camera was not allowed. Allow it in the browser’s settings, or: ${instead}`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return `No camera was found. ${instead}`;
  }
  if (name === 'NotReadableError') return `The camera is busy in another app. ${instead}`;
  return `The camera could not be opened. ${instead}`;
}

/**
 * The phone's back camera (facingMode environment) looking for the pass's QR code: each frame
 * is drawn to a canvas and read with jsQR; the first code found goes to `onCode` and the camera
 * stops. Stopped too when closed or when the screen changes.
 */
export function CameraScanner(props: { onCode: (text: string) => void; onStop: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const onCode = useRef(props.onCode);
  onCode.current = props.onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(
          'This browser cannot open the camera here (it needs a secure, https address). Take a photo of the pass, or type its code, instead.',
        );
        return;
      }
      try {
        const [decode, media] = await Promise.all([
          loadDecoder(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
        ]);
        stream = media;
        const video = videoRef.current;
        if (stopped || !video) {
          stop();
          return;
        }
        video.srcObject = media;
        await video.play();
        setRunning(true);
        const canvas = document.createElement('canvas');
        const tick = () => {
          if (stopped) return;
          if (video.readyState >= 2 && video.videoWidth > 0) {
            const text = readFrame(decode, video, video.videoWidth, video.videoHeight, canvas);
            if (text) {
              stop();
              onCode.current(text);
              return;
            }
          }
          timer = window.setTimeout(tick, READ_EVERY_MS);
        };
        tick();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
        stop();
      }
    };
    void start();
    return stop;
  }, []);

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : (
        <>
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-label="The camera’s view: hold the pass’s QR code in it"
            sx={{
              width: '100%',
              maxWidth: 480,
              aspectRatio: '4 / 3',
              bgcolor: 'grey.900',
              borderRadius: 1,
              objectFit: 'cover',
            }}
          />
          <Typography role="status" variant="body2">
            {running ? 'Hold the pass’s QR code in front of the camera.' : 'Opening the camera…'}
          </Typography>
        </>
      )}
      <Button variant="outlined" onClick={props.onStop}>
        {problem ? 'Close' : 'Stop the camera'}
      </Button>
    </Box>
  );
}
