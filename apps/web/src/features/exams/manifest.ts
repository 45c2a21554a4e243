import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/**
 * Exams (spec §2.6, §7). The exam window itself (exam/:examName/:Id/:groupId) is outside the
 * shell (app/router.tsx); these are the shell's screens around it.
 */

/** A student's, a parent's and a teacher's exams across their classes. */
export const examsRoute: ScreenRoute = {
  path: 'exam',
  title: 'Exams',
  screen: () => import('./ExamsPage'),
  access: SIGNED_IN,
  // Those who set exams, and those who sit them or whose children do.
  offer: { anyOf: ['getExamConfig', 'getExamConfigForMember'] },
};

/** A class's academic tasks: its exams, with each student's state (spec §2.4 click target). */
export const tasksRoute: ScreenRoute = {
  path: 'course/tasks-and-submissions/:groupId',
  title: 'Tasks and Submissions',
  screen: () => import('./TasksPage'),
  access: SIGNED_IN,
};

/** The question bank of a class or an institute. */
export const questionBankRoute: ScreenRoute = {
  path: 'exam/questions/:groupId',
  title: 'Question Bank',
  screen: () => import('./bank/QuestionBankPage'),
  access: { anyOf: ['getQuestion'], groupParam: 'groupId' },
  gate: {
    refusal: {
      message: 'You do not have permission to see the question bank of this class.',
      back: { label: 'Back to exams', to: '/exam' },
    },
  },
};

/** Set up an exam (taskId `new` for a new one), its questions, students, marking and results. */
export const examEditorRoute: ScreenRoute = {
  path: 'exam/manage/:groupId/:taskId',
  title: 'Manage Exam',
  screen: () => import('./manage/ExamEditorPage'),
  access: { anyOf: ['getExamConfig', 'createExamConfig'], groupParam: 'groupId' },
  gate: {
    refusal: {
      message: 'You do not have permission to manage the exams of this class.',
      back: { label: 'Back to exams', to: '/exam' },
    },
  },
};

/** A student's published result, for the student and the student's parents. */
export const examResultRoute: ScreenRoute = {
  path: 'exam/result/:groupId/:taskId',
  title: 'Exam Result',
  screen: () => import('./ExamResultPage'),
  access: SIGNED_IN,
};

export const exams: FeatureManifest = {
  name: 'exams',
  routes: [examsRoute, tasksRoute, questionBankRoute, examEditorRoute, examResultRoute],
  // Spec §2.3's child `exam`, built: Education lists it after Academic (§2.4 names no place).
  menu: [{ label: 'Exams', place: 'Education', order: 25, to: '/exam', route: examsRoute }],
  shortcuts: [
    {
      label: 'Exams',
      hint: 'Upcoming exams, marking and results',
      order: 65,
      to: () => '/exam',
      route: examsRoute,
    },
  ],
};
