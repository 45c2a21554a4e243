-- Exams (issue 10): the built-in Student role starts exams (addUserExamConfig) and the built-in
-- Parent role sees its children's exams and results (getExamConfigForMember). Institutes made
-- before get them too; a role an institute has edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'addUserExamConfig')
  WHERE builtin_key = 'STUDENT' AND NOT ('addUserExamConfig' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getExamConfigForMember')
  WHERE builtin_key = 'PARENT' AND NOT ('getExamConfigForMember' = ANY(permissions));
