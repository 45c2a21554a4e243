import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { MESSAGES, VERIFY_NOTICE_MS } from '@shala/shared';
import type { ReactNode } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import type { PanelGroup } from './panel-groups';

/** Spec §5/§8: account actions of an unverified profile answer "Please verify your account". */
export function verifyNotice() {
  showSnack({ message: MESSAGES.verifyAccount, durationMs: VERIFY_NOTICE_MS });
}

export function Section({
  title,
  children,
  defaultExpanded = true,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

export function GroupLabel({ group }: { group: PanelGroup }) {
  return (
    <>
      {group.label}
      {group.detail && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {group.detail}
        </Typography>
      )}
    </>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
