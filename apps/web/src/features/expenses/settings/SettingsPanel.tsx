import Box from '@mui/material/Box';
import type { ExpenseSetup } from '@shala/shared';
import { BooksSection } from './BooksSection';
import { CategoriesSection } from './CategoriesSection';
import { VendorsSection } from './VendorsSection';

/**
 * The books' settings: categories and vendors for those who record entries (mayRecord), the
 * approval limit and the opening balances for those who approve (mayApprove).
 */
export function SettingsPanel(props: { groupId: string; setup: ExpenseSetup }) {
  const { setup } = props;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {setup.mayApprove ? <BooksSection groupId={props.groupId} setup={setup} /> : null}
      <CategoriesSection
        groupId={props.groupId}
        categories={setup.categories}
        mayChange={setup.mayRecord}
      />
      <VendorsSection groupId={props.groupId} vendors={setup.vendors} mayChange={setup.mayRecord} />
    </Box>
  );
}
