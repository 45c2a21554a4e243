import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { indiaDay } from '@shala/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { useExpenseSetup } from './api';
import { DayBookPanel } from './day-book/DayBookPanel';
import { EntriesPanel } from './entries/EntriesPanel';
import { EntryDialog } from './entries/EntryDialog';
import { NewEntryDialog } from './entries/NewEntryDialog';
import { MonthlyPanel } from './monthly/MonthlyPanel';
import { SettingsPanel } from './settings/SettingsPanel';

type TabKey = 'day-book' | 'entries' | 'monthly' | 'settings';

/**
 * expense/day-book/:instituteId/:classId? (issue 25 §1, School ERP → Expenses): the institute's
 * day book (each account's opening, receipts, payments and closing, every line of the days),
 * its income and expense entries with their vouchers, approval and reversal, the financial
 * year month by month, and the books' settings. The server says what the caller may do
 * (mayRecord, mayApprove, and each entry's mayDecide and mayReverse): only those buttons show.
 * `?entry=` opens one entry (a notification's click target); the tab is kept in `?tab=`.
 */
export default function ExpensesPage() {
  const params = useParams();
  const instituteId = params.instituteId ?? '';
  const classId = params.classId ?? '';
  const [search, setSearch] = useSearchParams();
  const setup = useExpenseSetup(instituteId);
  const [recording, setRecording] = useState(false);
  const today = indiaDay(new Date());
  const entryId = search.get('entry');
  const data = setup.data;

  const openEntry = (id: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('entry', id);
      return next;
    });
  const closeEntry = () =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('entry');
      return next;
    });
  const showPending = () => setSearch({ tab: 'entries', status: 'PENDING' });

  const tabs: { key: TabKey; label: string }[] = [
    { key: 'day-book', label: 'Day book' },
    { key: 'entries', label: 'Entries' },
    { key: 'monthly', label: 'Monthly' },
  ];
  if (data?.mayRecord || data?.mayApprove) tabs.push({ key: 'settings', label: 'Settings' });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Box>
          <Typography variant="h1" component="h1">
            Expenses
          </Typography>
          <Typography color="text.secondary">
            The day book, income and expenses of the institute.
          </Typography>
        </Box>
        {data?.mayRecord ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRecording(true)}>
            New entry
          </Button>
        ) : null}
      </Box>
      {setup.isPending ? (
        <Loading label="Loading the books…" />
      ) : setup.isError ? (
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      ) : data ? (
        <>
          <SearchParamTabs
            idPrefix="expenses"
            label="Expenses sections"
            tabs={tabs}
            panel={(key) =>
              key === 'day-book' ? (
                <DayBookPanel
                  groupId={instituteId}
                  today={today}
                  onOpenEntry={openEntry}
                  onShowPending={showPending}
                />
              ) : key === 'entries' ? (
                <EntriesPanel
                  groupId={instituteId}
                  setup={data}
                  initialStatus={search.get('status')}
                  onOpenEntry={openEntry}
                />
              ) : key === 'monthly' ? (
                <MonthlyPanel groupId={instituteId} today={today} />
              ) : (
                <SettingsPanel groupId={instituteId} setup={data} />
              )
            }
          />
          {entryId ? (
            <EntryDialog
              groupId={instituteId}
              id={entryId}
              mayRecord={data.mayRecord}
              onClose={closeEntry}
            />
          ) : null}
          {recording ? (
            <NewEntryDialog
              groupId={instituteId}
              setup={data}
              today={today}
              classId={classId}
              onClose={() => setRecording(false)}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
