import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { CountBadge } from '../../ui/CountBadge';
import { lazyPanel } from '../../ui/lazy-panel';
import { cartCount, useKeptCart } from '../payments';

// The dialog (and its table) loads when the cart is first opened, not with the shell.
const StudentsCartDialog = lazyPanel(() => import('../payments/StudentsCartDialog'));

/** Spec §2.4 cart icon with the number of students in the kept cart; opens the Students Cart. */
export default function CartButton() {
  const count = cartCount(useKeptCart());
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Students cart, ${count} ${count === 1 ? 'student' : 'students'}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={StudentsCartDialog.preload}
        onFocus={StudentsCartDialog.preload}
      >
        <CountBadge count={count} testId="cart-count">
          <ShoppingCartOutlined />
        </CountBadge>
      </IconButton>
      <StudentsCartDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
