import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, type PrintKind, type PrintSetup } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { Choice } from '../../ui/Choice';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { downloadPrint, useDefaultersCount, usePrintSetup } from './api';
import {
  classesFor,
  dayError,
  defaultersText,
  includedText,
  KIND_TEXTS,
  offeredKinds,
  shownDay,
} from './print-rules';

/**
 * /print (issue 25 §6, School ERP → Print): printable lists of the profile's default institute
 * as PDF, a whole class at once: a class list, a contact sheet, ID cards, or the fee defaulters
 * of the institute or a class on a day. Only what the server would print is offered (its setup
 * says which classes and lists); the screen says how many students the PDF will hold.
 */
export default function PrintPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const setup = usePrintSetup(instituteId);
  return (
    <Box sx={{ maxWidth: 840, mx: 'auto' }}>
      <Typography variant="h1" component="h1">
        Print
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Class lists, contact sheets, ID cards and fee defaulters as PDF, a whole class at once.
      </Typography>
      {setup.isPending ? (
        <Loading label="Loading what you may print…" />
      ) : setup.isError ? (
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      ) : offeredKinds(setup.data).length === 0 ? (
        <EmptyState>You may print no list of this institute.</EmptyState>
      ) : (
        <PrintForm instituteId={instituteId} setup={setup.data} />
      )}
    </Box>
  );
}

function PrintForm(props: { instituteId: string; setup: PrintSetup }) {
  const { setup } = props;
  const kinds = offeredKinds(setup);
  const [kind, setKind] = useState<PrintKind>(kinds[0] as PrintKind);
  const firstClassOf = (k: PrintKind) =>
    k === 'FEE_DEFAULTERS' ? '' : (classesFor(setup.classes, k)[0]?.id ?? '');
  const [classId, setClassId] = useState(() => firstClassOf(kind));
  const [perPage, setPerPage] = useState<8 | 10>(10);
  const [day, setDay] = useState(setup.today);
  const [busy, setBusy] = useState(false);
  const legendId = useId();
  const summaryId = useId();

  const defaulters = kind === 'FEE_DEFAULTERS';
  const classes = defaulters ? setup.classes : classesFor(setup.classes, kind);
  const klass = classes.find((c) => c.id === classId);
  const badDay = defaulters ? dayError(day) : undefined;
  const count = useDefaultersCount(props.instituteId, classId, day, defaulters && !badDay);

  const choose = (k: PrintKind) => {
    setKind(k);
    // Keep the class when the new list may be printed for it too.
    const keeps =
      k !== 'FEE_DEFAULTERS' && classesFor(setup.classes, k).some((c) => c.id === classId);
    if (!keeps) setClassId(firstClassOf(k));
  };

  const summary = defaulters
    ? badDay
      ? badDay
      : count.isError
        ? errorMessage(count.error)
        : count.data
          ? defaultersText(count.data, formatRupees, shownDay(count.data.day))
          : 'Counting the defaulters…'
    : klass
      ? includedText(kind, klass, perPage)
      : 'Choose a class.';
  const empty = defaulters ? count.data?.students === 0 : klass?.students === 0;
  const ready = defaulters ? !badDay : !!klass;

  const save = async () => {
    setBusy(true);
    try {
      await downloadPrint(props.instituteId, { kind, classId, perPage, day });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
    setBusy(false);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" id={legendId} variant="h2" sx={{ mb: 1, p: 0 }}>
          What to print
        </Typography>
        <RadioGroup
          aria-labelledby={legendId}
          value={kind}
          onChange={(e) => choose(e.target.value as PrintKind)}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          {kinds.map((k) => (
            <Paper
              key={k}
              variant="outlined"
              sx={{
                borderWidth: 2,
                borderColor: k === kind ? 'primary.main' : 'divider',
                bgcolor: k === kind ? 'action.selected' : 'background.paper',
              }}
            >
              <FormControlLabel
                value={k}
                control={<Radio sx={{ mt: -0.5 }} />}
                label={
                  <Box>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {KIND_TEXTS[k].title}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {KIND_TEXTS[k].about}
                    </Typography>
                  </Box>
                }
                sx={{ m: 0, p: 1.5, pl: 0.5, width: '100%', alignItems: 'flex-start' }}
              />
            </Paper>
          ))}
        </RadioGroup>
      </Box>

      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography variant="h2">{KIND_TEXTS[kind].title}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Choice
            label={defaulters ? 'Students of' : 'Class'}
            value={classId}
            onChange={setClassId}
            {...(defaulters ? { empty: 'Whole institute' } : {})}
            sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
          >
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {defaulters
                  ? c.name
                  : `${c.name} · ${c.students} ${c.students === 1 ? 'student' : 'students'}`}
              </option>
            ))}
          </Choice>
          {kind === 'ID_CARDS' ? (
            <Choice
              label="Cards per A4 sheet"
              value={String(perPage)}
              onChange={(v) => setPerPage(v === '8' ? 8 : 10)}
              sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
            >
              <option value="10">10 (saves paper)</option>
              <option value="8">8 (room to cut)</option>
            </Choice>
          ) : null}
          {defaulters ? (
            <TextField
              type="date"
              label="Overdue as of"
              value={day}
              onChange={(e) => setDay(e.target.value)}
              error={!!badDay}
              sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : null}
        </Box>
        <Typography
          id={summaryId}
          role="status"
          aria-live="polite"
          color={badDay ? 'error' : undefined}
        >
          {summary}
        </Typography>
        <Box>
          <Button
            variant="contained"
            startIcon={<DownloadOutlined />}
            onClick={save}
            disabled={busy || !ready || empty}
            aria-describedby={summaryId}
          >
            {busy ? 'Preparing the PDF…' : 'Download PDF'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
