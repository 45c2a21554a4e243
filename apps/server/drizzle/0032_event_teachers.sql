-- School events (issue 24 §4): keeping every event of the institute, for the whole of it or any
-- classes, is manageEvents (the admin, and any role that could change every event before: it
-- held updateEvent at the institute). A class teacher makes, changes and deletes her own
-- class's events (Teacher: updateEvent and deleteEvent beside createEvent); the calendar module
-- keeps those to the classes she is the class teacher of. Institutes made before get them too; a
-- role an institute has edited keeps its edits plus these.
UPDATE roles SET permissions = array_append(permissions, 'manageEvents')
  WHERE (builtin_key = 'INSTITUTE_ADMIN' OR 'updateEvent' = ANY(permissions)) AND NOT ('manageEvents' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'updateEvent')
  WHERE builtin_key = 'TEACHER' AND NOT ('updateEvent' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'deleteEvent')
  WHERE builtin_key = 'TEACHER' AND NOT ('deleteEvent' = ANY(permissions));
