import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { showSnack } from '../../core/snackbar-queue';
import { usePermission } from '../permissions';
import { type CartStudent, cartEntryOf, cartHolds } from './cart';
import { addToCart, useKeptCart } from './kept-cart';

/**
 * "Add to cart" for one student (spec §2.5), shown only to those who may record their payment
 * or let them out early with a gate pass (createPaymentRecord or createGatePass in the student's
 * class or its institute: the cart feeds both). Once the student is in the cart it says so
 * instead, and cannot add them twice.
 */
export function AddToCartButton({
  student,
  size = 'small',
  variant = 'outlined',
}: {
  student: CartStudent;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const may = usePermission(
    ['createPaymentRecord', 'createGatePass'],
    student.classId,
    student.instituteId,
  );
  const inCart = cartHolds(useKeptCart(), student.userProfileId);
  if (!may) return null;
  if (inCart) {
    return (
      <Chip
        icon={<CheckOutlined />}
        label="In cart"
        color="success"
        variant="outlined"
        sx={{ minHeight: 32 }}
      />
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<AddShoppingCartOutlined />}
      aria-label={`Add to cart: ${student.fullName}`}
      sx={{ minHeight: 32 }}
      onClick={() => {
        addToCart(cartEntryOf(student));
        showSnack({ message: `${student.fullName} is in the cart.`, severity: 'success' });
      }}
    >
      Add to cart
    </Button>
  );
}
