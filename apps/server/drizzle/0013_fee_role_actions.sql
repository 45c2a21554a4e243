-- Fees, transport and payments (issue 11): the built-in roles get the new actions that write what
-- the spec's get-actions read. Institutes made before get them too; a role an institute has
-- edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'createFeeStructure')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('createFeeStructure' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createPaymentRecord')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('createPaymentRecord' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'revertPaymentRecord')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('revertPaymentRecord' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createFinancialAccount')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('createFinancialAccount' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createVehicle')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('createVehicle' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createUserTransportation')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('createUserTransportation' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'payFeesOnline')
  WHERE builtin_key = 'INSTITUTE_ADMIN' AND NOT ('payFeesOnline' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getVehicle')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('getVehicle' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createFeeStructure')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('createFeeStructure' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createPaymentRecord')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('createPaymentRecord' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'revertPaymentRecord')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('revertPaymentRecord' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createFinancialAccount')
  WHERE builtin_key = 'ACCOUNTANT' AND NOT ('createFinancialAccount' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createVehicle')
  WHERE builtin_key = 'TRANSPORT_MANAGER' AND NOT ('createVehicle' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'createUserTransportation')
  WHERE builtin_key = 'TRANSPORT_MANAGER' AND NOT ('createUserTransportation' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getFeeEstimation')
  WHERE builtin_key = 'STUDENT' AND NOT ('getFeeEstimation' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'payFeesOnline')
  WHERE builtin_key = 'STUDENT' AND NOT ('payFeesOnline' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'payFeesOnline')
  WHERE builtin_key = 'PARENT' AND NOT ('payFeesOnline' = ANY(permissions));
