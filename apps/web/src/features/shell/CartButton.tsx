import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { cartCount } from '../payments/cart';
import { useKeptCart } from '../payments/kept-cart';

// The dialog (and its table) loads when the cart is first opened, not with the shell.
const loadDialog = () => import('../payments/StudentsCartDialog');
const StudentsCartDialog = lazy(loadDialog);

/** Spec §2.4 cart icon with the number of students in the kept cart; opens the Students Cart. */
export function CartButton() {
  const count = cartCount(useKeptCart());
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Students cart, ${count} ${count === 1 ? 'student' : 'students'}`}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Badge badgeContent={count} color="warning" data-testid="cart-count">
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <StudentsCartDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
