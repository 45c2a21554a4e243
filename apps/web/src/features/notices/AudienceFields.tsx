import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { NoticeAudienceKind, NoticeAudienceOptions, NoticePerson } from '@shala/shared';
import { useDeferredValue, useState } from 'react';
import { usePeople } from './api';

export type AudienceValue = {
  audience: NoticeAudienceKind;
  targetIds: string[];
  /** The named people chosen so far, to show their names. */
  people: NoticePerson[];
};

const KIND_LABEL: Record<NoticeAudienceKind, string> = {
  INSTITUTE: 'Everyone in the institute',
  CLASSES: 'Classes (their students, teachers and parents)',
  ROLES: 'Roles',
  PEOPLE: 'Named people',
};

/** Whom a notice is for: the kinds the poster may choose, then the classes, roles or people. */
export function AudienceFields(props: {
  groupId: string;
  options: NoticeAudienceOptions;
  value: AudienceValue;
  onChange: (value: AudienceValue) => void;
  disabled: boolean;
  error?: string;
}) {
  const { options, value } = props;
  const kinds = (['INSTITUTE', 'CLASSES', 'ROLES', 'PEOPLE'] as const).filter(
    (k) =>
      (k === 'INSTITUTE' && options.everyone) ||
      (k === 'CLASSES' && options.classes.length > 0) ||
      (k === 'ROLES' && options.roles.length > 0) ||
      (k === 'PEOPLE' && options.people),
  );
  const toggle = (id: string) =>
    props.onChange({
      ...value,
      targetIds: value.targetIds.includes(id)
        ? value.targetIds.filter((x) => x !== id)
        : [...value.targetIds, id],
    });
  const choices = value.audience === 'CLASSES' ? options.classes : options.roles;
  return (
    <FormControl component="fieldset" disabled={props.disabled} error={!!props.error}>
      <FormLabel component="legend">Who is it for?</FormLabel>
      <RadioGroup
        value={value.audience}
        onChange={(e) =>
          props.onChange({
            audience: e.target.value as NoticeAudienceKind,
            targetIds: [],
            people: [],
          })
        }
      >
        {kinds.map((k) => (
          <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_LABEL[k]} />
        ))}
      </RadioGroup>
      {value.audience === 'CLASSES' || value.audience === 'ROLES' ? (
        <Box
          sx={{
            maxHeight: 220,
            overflowY: 'auto',
            pl: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <FormGroup aria-label={value.audience === 'CLASSES' ? 'Classes' : 'Roles'}>
            {choices.map((c) => (
              <FormControlLabel
                key={c.id}
                control={
                  <Checkbox
                    checked={value.targetIds.includes(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                }
                label={c.name}
              />
            ))}
          </FormGroup>
        </Box>
      ) : null}
      {value.audience === 'PEOPLE' ? (
        <PeoplePicker groupId={props.groupId} value={value} onChange={props.onChange} />
      ) : null}
      {props.error ? <FormHelperText>{props.error}</FormHelperText> : null}
    </FormControl>
  );
}

function PeoplePicker(props: {
  groupId: string;
  value: AudienceValue;
  onChange: (value: AudienceValue) => void;
}) {
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const found = usePeople(props.groupId, q, true);
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={found.data ?? []}
      loading={found.isFetching}
      value={props.value.people}
      getOptionLabel={(p) => (p.detail ? `${p.name} (${p.detail})` : p.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_e, text) => setTyped(text)}
      onChange={(_e, people) =>
        props.onChange({ audience: 'PEOPLE', people, targetIds: people.map((p) => p.id) })
      }
      renderInput={(params) => (
        <TextField {...params} label="People" placeholder="Type a name" sx={{ mt: 1 }} />
      )}
    />
  );
}
