import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MemberData } from '@shala/shared';
import { AddToCartButton } from '../payments';

/** A member's buttons: add to the payment cart, and for a manager change role, move, remove. */
export function MemberActions(props: {
  member: MemberData;
  manage: boolean;
  cart: Parameters<typeof AddToCartButton>[0]['student'] | null;
  onChangeRole: () => void;
  /** A student of a class in a session: moving them to another class. */
  onMove: (() => void) | null;
  onRemove: () => void;
}) {
  const { member } = props;
  return (
    <>
      {props.cart && <AddToCartButton student={props.cart} />}
      {props.manage && member.manageable && (
        <>
          <Tooltip title={`Change the role of ${member.name}`}>
            <IconButton
              aria-label={`Change the role of ${member.name}`}
              onClick={props.onChangeRole}
            >
              <ManageAccountsIcon />
            </IconButton>
          </Tooltip>
          {props.onMove && (
            <Tooltip title={`Move ${member.name} to another class`}>
              <IconButton
                aria-label={`Move ${member.name} to another class`}
                onClick={props.onMove}
              >
                <MoveIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={`Remove ${member.name}`}>
            <IconButton aria-label={`Remove ${member.name}`} onClick={props.onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
    </>
  );
}
