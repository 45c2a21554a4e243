import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Dashboard, type DashboardExam, formatRupees } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { feeDetailsPath } from '../fees';
import { collectionPath } from '../payments';
import { Card, Figure, Figures, plainList } from './Card';
import { counted, duesLines, examWhen } from './dashboard-rules';

/**
 * The cards that start each role's day (issue 22 item 10), from the dashboard call: the day's
 * collection, the transport, a teacher's exams and marking, a parent's children. Each shows only
 * when the server answered its part (the caller may see it); no card stands in for one to come.
 */

const examPath = (exam: DashboardExam, tab?: 'marking') =>
  `/exam/manage/${exam.groupId}/${exam.id}${tab ? `?tab=${tab}` : ''}`;

export function CollectionCard({
  collection,
  instituteId,
}: {
  collection: NonNullable<Dashboard['collection']>;
  instituteId: string;
}) {
  return (
    <Card title="Today’s collection" id="dash-collection">
      <Figures money>
        <Figure label="Collected today" value={formatRupees(collection.amount)} />
        <Figure label={collection.count === 1 ? 'Payment' : 'Payments'} value={collection.count} />
      </Figures>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" component={RouterLink} to={collectionPath(instituteId)}>
          Day’s collection
        </Button>
      </Box>
    </Card>
  );
}

export function TransportCard({ transport }: { transport: NonNullable<Dashboard['transport']> }) {
  return (
    <Card title="Transport" id="dash-transport">
      <Figures money>
        <Figure label={transport.routes === 1 ? 'Route' : 'Routes'} value={transport.routes} />
        <Figure label={transport.riders === 1 ? 'Rider' : 'Riders'} value={transport.riders} />
        <Figure label="Transport dues unpaid" value={formatRupees(transport.unpaid)} />
        <Figure
          label="Of which overdue"
          value={formatRupees(transport.overdue)}
          tone={transport.overdue > 0 ? 'error' : undefined}
        />
      </Figures>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {transport.ridersOwing === 0
          ? 'Every rider has paid what is due.'
          : `${counted(transport.ridersOwing, 'rider')} still owe transport fees.`}
      </Typography>
    </Card>
  );
}

function ExamLine({ exam, now, detail }: { exam: DashboardExam; now: Date; detail?: string }) {
  return (
    <li>
      <Link component={RouterLink} to={examPath(exam, detail ? 'marking' : undefined)}>
        {exam.title}
      </Link>
      <Typography component="span" variant="body2" color="text.secondary">
        {' · '}
        {detail ?? examWhen(exam, now)}
        {!exam.published && ' · Draft'}
      </Typography>
    </li>
  );
}

/**
 * The subjects the teacher teaches, class by class (issue 24 §0): where they are class teacher
 * too, it says so.
 */
export function SubjectsCard({ taught }: { taught: Dashboard['subjectsTaught'] }) {
  return (
    <Card title="Your subjects" id="dash-subjects">
      <Box component="ul" sx={{ ...plainList, gap: 1 }}>
        {taught.map((c) => (
          <li key={c.classId}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {c.className}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {c.classTeacher && ' · Class teacher'}
              {' · '}
              {c.subjects.length > 0 ? c.subjects.map((x) => x.name).join(', ') : 'No subjects'}
            </Typography>
          </li>
        ))}
      </Box>
    </Card>
  );
}

export function TeachingCard({ teaching, now }: { teaching: Dashboard['teaching']; now: Date }) {
  return (
    <Card title="Your classes" id="dash-teaching">
      <Box component="ul" sx={{ ...plainList, gap: 2 }}>
        {teaching.map((c) => (
          <li key={c.id}>
            <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {counted(c.students, 'student')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
              Today’s exams
            </Typography>
            {c.examsToday.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No exams today
              </Typography>
            ) : (
              <Box component="ul" sx={{ ...plainList, gap: 0.5 }}>
                {c.examsToday.map((exam) => (
                  <ExamLine key={exam.id} exam={exam} now={now} />
                ))}
              </Box>
            )}
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
              Left to mark
            </Typography>
            {c.toMark.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nothing left to mark
              </Typography>
            ) : (
              <Box component="ul" sx={{ ...plainList, gap: 0.5 }}>
                {c.toMark.map((exam) => (
                  <ExamLine
                    key={exam.id}
                    exam={exam}
                    now={now}
                    detail={counted(exam.answers, 'answer')}
                  />
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Card>
  );
}

function ChildDues({ child }: { child: Dashboard['children'][number] }) {
  if (!child.dues) return null;
  const lines = duesLines(child.dues);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2">
        {lines.due}
        {lines.overdue && (
          <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
            {' · '}
            {lines.overdue}
          </Box>
        )}
      </Typography>
      {lines.next && (
        <Typography variant="body2" color="text.secondary">
          {lines.next}
        </Typography>
      )}
      <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {child.payOnline && (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={feeDetailsPath(child.userProfileId)}
            aria-label={`Pay online for ${child.fullName}`}
          >
            Pay online
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={feeDetailsPath(child.userProfileId)}
          aria-label={`Fee details of ${child.fullName}`}
        >
          Fee details
        </Button>
      </Box>
    </Box>
  );
}

export function ChildrenCard({
  kids,
  now,
  noClass,
}: {
  kids: Dashboard['children'];
  now: Date;
  noClass: string;
}) {
  return (
    <Card title="Your children" id="dash-children">
      <Box component="ul" sx={{ ...plainList, gap: 2 }}>
        {kids.map((c) => (
          <li key={c.userProfileId}>
            <Typography sx={{ fontWeight: 600 }}>{c.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[c.className ?? noClass, c.instituteName].filter(Boolean).join(' · ')}
            </Typography>
            <ChildDues child={c} />
            {c.nextExam && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Next exam:{' '}
                <Link component={RouterLink} to="/exam">
                  {c.nextExam.title}
                </Link>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {examWhen(c.nextExam, now)}
                </Box>
              </Typography>
            )}
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Switch to a child's profile from the quick panel to see their day.
      </Typography>
    </Card>
  );
}
