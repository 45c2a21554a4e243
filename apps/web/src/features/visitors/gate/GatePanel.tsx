import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GatePassView, VISITOR_TEXTS } from '@shala/shared';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { Loading } from '../../../ui/Loading';
import { scanPass, useVisitorChanges } from '../api';
import { scanCode } from '../pass-rules';
import { CameraScanner } from './CameraScanner';
import { readPhoto } from './decode-qr';
import { ScannedPass } from './ScannedPass';

const GATE_TEXTS = {
  noQrInPhoto:
    'No QR code was found in the photo. Take it again, closer and sharp, or type the code.',
} as const;

/**
 * The gatekeeper's phone screen: scan the pass's QR code with the back camera, or take a photo
 * of it, or type its 12-letter code; the pass then shows big, with whether the students may go
 * and why not; "Let them out" records the exit and tells the guardians.
 */
export function GatePanel(props: { groupId: string }) {
  const changes = useVisitorChanges(props.groupId);
  const photoRef = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pass, setPass] = useState<GatePassView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Asks the server for the pass a code names, as the gate checks it now. */
  const look = async (raw: string) => {
    setScanning(false);
    setDone(null);
    setFailure(null);
    const code = scanCode(raw);
    if (!code) {
      setPass(null);
      setProblem(VISITOR_TEXTS.code);
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      setPass(await scanPass(props.groupId, code));
    } catch (error) {
      setPass(null);
      setProblem(errorMessage(error));
    }
    setChecking(false);
  };

  const readThePhoto = async (file: File | undefined) => {
    if (photoRef.current) photoRef.current.value = '';
    if (!file) return;
    setChecking(true);
    setProblem(null);
    let text: string | null = null;
    try {
      text = await readPhoto(file);
    } catch {
      text = null;
    }
    setChecking(false);
    if (text) await look(text);
    else {
      setPass(null);
      setProblem(GATE_TEXTS.noQrInPhoto);
    }
  };

  const letOut = async (id: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await changes.exit.mutateAsync(id);
      setPass(saved.pass);
      setDone(saved.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setBusy(false);
  };

  const next = () => {
    setPass(null);
    setDone(null);
    setProblem(null);
    setFailure(null);
    setTyped('');
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    void look(typed);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {pass ? (
        <ScannedPass
          key={pass.id}
          pass={pass}
          busy={busy}
          done={done}
          failure={failure}
          onLetOut={() => void letOut(pass.id)}
          onNext={next}
        />
      ) : (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Check a gate pass"
          sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2, maxWidth: 640 }}
        >
          {scanning ? (
            <CameraScanner onCode={(text) => void look(text)} onStop={() => setScanning(false)} />
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<QrCodeScannerOutlined aria-hidden />}
              onClick={() => {
                setProblem(null);
                setScanning(true);
              }}
              sx={{ minHeight: 56, fontSize: '1.1rem', justifySelf: 'start' }}
            >
              Scan the pass
            </Button>
          )}
          <Box>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlined aria-hidden />}
              onClick={() => photoRef.current?.click()}
              disabled={checking}
              sx={{ minHeight: 44 }}
            >
              Or take a photo of the pass
            </Button>
            <input
              ref={photoRef}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              aria-label="Photo of the gate pass"
              data-testid="gate-pass-photo"
              onChange={(e) => void readThePhoto(e.target.files?.[0])}
            />
          </Box>
          <Box
            component="form"
            onSubmit={submitTyped}
            noValidate
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label="Or type the code"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              helperText="The 12 letters under the QR code, e.g. 7KQ2-M9XA-PT4H"
              sx={{ flex: '1 1 220px', maxWidth: 360 }}
              slotProps={{
                htmlInput: {
                  maxLength: 64,
                  autoComplete: 'off',
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  style: { fontFamily: 'monospace', letterSpacing: 1 },
                },
              }}
            />
            <Button type="submit" variant="outlined" disabled={checking} sx={{ minHeight: 56 }}>
              Check
            </Button>
          </Box>
        </Paper>
      )}
      {checking ? <Loading label="Checking the pass…" /> : null}
      <Box role="status">
        {problem && !pass ? (
          <Alert severity="error" sx={{ maxWidth: 640 }}>
            {problem}
          </Alert>
        ) : null}
      </Box>
      {!pass ? (
        <Typography variant="body2" color="text.secondary">
          A pass is valid on its day only, once its guardians have approved it.
        </Typography>
      ) : null}
    </Box>
  );
}
