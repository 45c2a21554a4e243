-- Staff see their own attendance month (issue 24 §1): the accountant, the front office and the
-- transport manager hold getAttendanceStats beside applyLeave. It shows them their own month
-- only: another's needs the right that marks it (the attendance module's person-service).
-- Institutes made before get it too; a role an institute has edited keeps its edits plus this.
UPDATE roles SET permissions = array_append(permissions, 'getAttendanceStats')
  WHERE builtin_key IN ('ACCOUNTANT', 'FRONT_OFFICE', 'TRANSPORT_MANAGER')
    AND NOT ('getAttendanceStats' = ANY(permissions));
