import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ExpenseEntryView, formatRupees } from '@shala/shared';
import { shownDay } from '../../../core/format';
import { constantLabel } from '../../payments';
import { fileSize, historyLines, KIND_LABELS, voucherUrl } from './entry-rules';
import { StatusChip } from './StatusChip';

/** "PDF", "JPEG", "PNG": a voucher's type in words. */
const typeName = (mimeType: string) => (mimeType.split('/')[1] ?? mimeType).toUpperCase();

function Section(props: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography component="h3" variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/** Everything an entry is: its fields, its vouchers (each a link) and its history. */
export function EntryDetails(props: { groupId: string; entry: ExpenseEntryView }) {
  const { entry } = props;
  const fields: [string, string][] = [
    ['Kind', KIND_LABELS[entry.kind]],
    ['Amount', formatRupees(entry.amountPaise)],
    ['Date', shownDay(entry.entryDate)],
    ['Category', entry.category.name],
    ['Account', entry.account.name],
    ['Payment medium', constantLabel(entry.paymentMedium)],
    ['Vendor', entry.vendor?.name ?? 'None'],
    ['Class', entry.classGroup?.name ?? 'The whole institute'],
    ['Description', entry.description],
    ['Reference', entry.reference ?? 'None'],
  ];
  return (
    <>
      <StatusChip status={entry.status} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
          my: 1.5,
        }}
      >
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Section title="Vouchers">
        {entry.vouchers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No vouchers attached.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {entry.vouchers.map((v) => (
              <li key={v.id}>
                <Link
                  href={voucherUrl(props.groupId, entry.id, v.id)}
                  target="_blank"
                  rel="noopener"
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    minHeight: 24,
                    overflowWrap: 'anywhere',
                  }}
                >
                  <DescriptionOutlined fontSize="small" aria-hidden="true" />
                  {v.name}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({typeName(v.mimeType)}, {fileSize(v.size)}, opens in a new tab)
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title="History">
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {historyLines(entry).map((line) => (
            <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Section>
    </>
  );
}
