import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ContactRequestData, QUERY_TYPE_LABELS } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { PagedList, SearchField, useListQuery } from '../../ui/PagedList';
import { type HandledFilter, useContactRequests, useMarkHandled } from './api';

/** The Admin Console's contact requests: open, handled or all, searchable. */
export function ContactRequestsTab() {
  const list = useListQuery();
  const [handled, setHandled] = useState<HandledFilter>('false');
  const result = useContactRequests(list.query, handled);
  return (
    <PagedList
      filters={
        <>
          <SearchField label="Search contact requests" value={list.text} onChange={list.setText} />
          <TextField
            select
            label="Show"
            size="small"
            value={handled}
            onChange={(e) => {
              setHandled(e.target.value as HandledFilter);
              list.setPage(1);
            }}
            sx={{ flex: '0 1 170px' }}
          >
            <MenuItem value="false">Open</MenuItem>
            <MenuItem value="true">Handled</MenuItem>
            <MenuItem value="all">All</MenuItem>
          </TextField>
        </>
      }
      result={result}
      emptyText={
        list.query.search
          ? 'No contact request matches this search.'
          : handled === 'false'
            ? 'No open contact requests.'
            : 'No contact requests.'
      }
      pagesLabel="Contact request pages"
      onPage={list.setPage}
    >
      {(items) => (
        <Box>
          {items.map((request) => (
            <ContactRequestItem key={request.id} request={request} />
          ))}
        </Box>
      )}
    </PagedList>
  );
}

function ContactRequestItem({ request }: { request: ContactRequestData }) {
  const mark = useMarkHandled();
  const isHandled = request.handledAt !== null;
  const summaryId = `contact-${request.id}`;
  const toggle = () =>
    mark.mutate(
      { id: request.id, handled: !isHandled },
      {
        onSuccess: () =>
          showSnack({
            message: isHandled ? 'The request is open again.' : 'The request is marked handled.',
            severity: 'success',
          }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );
  return (
    <Accordion variant="outlined" disableGutters sx={{ '&:not(:last-of-type)': { mb: 1 } }}>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={`${summaryId}-details`}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.contactPerson} · {QUERY_TYPE_LABELS[request.category]} ·{' '}
            {shownDateTime(request.createdAt)}
          </Typography>
          {isHandled ? (
            <Chip size="small" color="success" label="Handled" sx={{ mt: 0.5 }} />
          ) : null}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-details`}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
          {request.content}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          E-mail: <Link href={`mailto:${request.email}`}>{request.email}</Link>
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Phone: <Link href={`tel:${request.phoneNo}`}>{request.phoneNo}</Link>
        </Typography>
        {isHandled && request.handledAt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Handled on {shownDateTime(request.handledAt)}
          </Typography>
        ) : null}
        <Button
          variant={isHandled ? 'outlined' : 'contained'}
          onClick={toggle}
          disabled={mark.isPending}
        >
          {isHandled ? 'Mark not handled' : 'Mark handled'}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
