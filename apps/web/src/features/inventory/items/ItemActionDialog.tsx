import type { StockItemView, StockSetup } from '@shala/shared';
import { IssueDialog } from '../movements/IssueDialog';
import { StockInDialog } from '../movements/StockInDialog';
import { WriteOffDialog } from '../movements/WriteOffDialog';
import { ItemFormDialog } from './ItemFormDialog';

/** What a store keeper does to an item: receive, issue, write off, or change its details. */
export type ItemAction = 'in' | 'issue' | 'writeOff' | 'edit';
export type ItemActing = { action: ItemAction; item: StockItemView };

/** The form of one action on one item. */
export function ItemActionDialog(props: {
  groupId: string;
  setup: StockSetup;
  acting: ItemActing;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { action, item } = props.acting;
  const common = {
    groupId: props.groupId,
    item,
    setup: props.setup,
    onClose: props.onClose,
    onDone: props.onDone,
  };
  switch (action) {
    case 'in':
      return <StockInDialog {...common} />;
    case 'issue':
      return <IssueDialog {...common} />;
    case 'writeOff':
      return <WriteOffDialog {...common} />;
    case 'edit':
      return <ItemFormDialog {...common} />;
  }
}
