import { NO_ID, ofB, onA, type TenantCases, type TenantWorld } from '../platform/tenant-walk.js';

/** The question bank's cases: a question and an option of B's bank, and an id of none. */
const NO_QUESTION = '00000000-0000-4000-8000-00000000000b';
const bankQuestion = (w: TenantWorld) =>
  ofB(w, {
    questionType: 'SUBJECTIVE',
    question: 'Explain photosynthesis.',
    marks: 2,
    questionDifficulty: 'EASY',
  });
const bankOption = (w: TenantWorld) =>
  ofB(w, { questionId: NO_QUESTION, title: 'A', text: 'Chlorophyll' });
const examTimes = () => ({
  title: 'T',
  startDateTime: '2026-06-01T04:30:00.000Z',
  endDateTime: '2026-06-01T06:30:00.000Z',
});

/** The exams module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const examsTenantCases: TenantCases = (w) => ({
  // The question bank, as B's admin in B: an id that names nothing of B is not found.
  'GET /rest/examination/question/groupId': () => ({}),
  'GET /rest/examination/question/tags': () => ({ query: () => ({ tags: 'algebra' }) }),
  'GET /rest/examination/question/category': () => ({
    query: () => ({ questionCategory: 'Mathematics' }),
  }),
  'GET /rest/examination/question/id': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'GET /rest/examination/question/file': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'POST /rest/examination/question': () => ({ payload: bankQuestion(w) }),
  'PUT /rest/examination/question': () => ({ payload: { ...bankQuestion(w), id: NO_QUESTION } }),
  'DELETE /rest/examination/question/delete': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/examination/question/disable': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'POST /rest/examination/question/import': () => ({ payload: ofB(w, {}) }),
  'GET /rest/examination/question/import/template': () => ({}),
  'POST /rest/objective/question/option': () => ({ payload: bankOption(w) }),
  'PUT /rest/objective/question/option': () => ({ payload: { ...bankOption(w), id: NO_QUESTION } }),
  'GET /rest/objective/question/option/id': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/objective/question/option/delete': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/objective/question/option/disable': () => ({ query: () => ({ id: NO_QUESTION }) }),
  // Exams' marking and results: A's student named in B's institute is not found.
  'GET /rest/examination/answer/academictaskid/admin/owner': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: w.a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/exam/marking/question': () => ({
    query: () => ({ academicTaskId: NO_ID, examQuestionId: NO_ID }),
  }),
  'PUT /rest/examination/answer/marking': () => ({
    payload: ofB(w, { answerId: NO_ID, marks: 1 }),
  }),
  // Save all naming A's real answer: not found in B, and nothing of A is marked.
  'PUT /rest/exam/marking/all': () => ({
    payload: ofB(w, { marks: [{ answerId: w.aExam.answerId, marks: 1 }] }),
    namesA: true,
  }),
  'POST /rest/examination/evaluation': () => ({
    payload: ofB(w, { taskSubmissionId: NO_ID, userProfileId: w.a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/exam/results': () => ({ query: () => ({ academicTaskId: NO_ID }) }),
  'GET /rest/exam/results/csv': () => ({ query: () => ({ academicTaskId: NO_ID }) }),
  'POST /rest/exam/results/publish': () => ({
    payload: ofB(w, { academicTaskId: NO_ID }),
  }),
  'GET /rest/exam/result': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: w.a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/exam/grade-changes': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: w.a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/academic/task': () => ({}),
  'GET /rest/academic/task/id': () => onA({ query: () => ({ id: w.aExam.taskId }) }),
  'POST /rest/academic/task': () => ({ payload: ofB(w, examTimes()) }),
  'PUT /rest/academic/task': () => onA({ payload: ofB(w, { id: w.aExam.taskId, ...examTimes() }) }),
  'POST /rest/academic/task/publish': () => onA({ payload: ofB(w, { id: w.aExam.taskId }) }),
  'DELETE /rest/academic/task/delete': () => onA({ query: () => ({ id: w.aExam.taskId }) }),
  'GET /rest/exam/mine': () => ({}),
  'GET /rest/exam/config/group/id': () => ({}),
  'GET /rest/exam/config/task/id': () => onA({ query: () => ({ academicTaskId: w.aExam.taskId }) }),
  'GET /rest/exam/config/admin/owner/task/id': () =>
    onA({ query: () => ({ academicTaskId: w.aExam.taskId }) }),
  'GET /rest/exam/config': () => onA({ query: () => ({ id: w.aExam.configId }) }),
  'POST /rest/exam/config': () =>
    onA({
      payload: ofB(w, {
        academicTaskId: w.aExam.taskId,
        examinationType: 'MIXED',
        examCategory: 'UNIT_TEST',
      }),
    }),
  'PUT /rest/exam/config': () =>
    onA({
      payload: ofB(w, {
        id: w.aExam.configId,
        academicTaskId: w.aExam.taskId,
        examinationType: 'MIXED',
        examCategory: 'UNIT_TEST',
      }),
    }),
  'DELETE /rest/exam/config/delete': () => onA({ query: () => ({ id: w.aExam.configId }) }),
  'DELETE /rest/exam/config/disable': () => onA({ query: () => ({ id: w.aExam.configId }) }),
  'GET /rest/examination/exam/question/questionid': () =>
    onA({ query: () => ({ questionId: w.aExam.examQuestionId }) }),
  'POST /rest/examination/exam/question': () =>
    onA({
      payload: ofB(w, { academicTaskId: w.aExam.taskId, questionId: w.aExam.questionId }),
    }),
  'PUT /rest/examination/exam/question': () =>
    onA({ payload: ofB(w, { id: w.aExam.examQuestionId, maximumMarks: 1 }) }),
  'DELETE /rest/examination/exam/question/delete': () =>
    onA({ query: () => ({ id: w.aExam.examQuestionId }) }),
  'DELETE /rest/examination/exam/question/disable': () =>
    onA({ query: () => ({ id: w.aExam.examQuestionId }) }),
  'POST /rest/examination/start/accept': () =>
    onA({ payload: ofB(w, { academicTaskId: w.aExam.taskId }) }),
  'POST /rest/examination/start/reject': () =>
    onA({ payload: ofB(w, { academicTaskId: w.aExam.taskId }) }),
  'POST /rest/examination/start/reset': () =>
    onA({
      payload: ofB(w, { academicTaskId: w.aExam.taskId, userProfileId: w.a.student.profileId }),
    }),
  'GET /rest/examination/start': () => onA({ query: () => ({ academicTaskId: w.aExam.taskId }) }),
  'POST /rest/examination/submission': () =>
    onA({ payload: ofB(w, { academicTaskId: w.aExam.taskId }) }),
  'PUT /rest/exam/accommodation': () =>
    onA({
      payload: ofB(w, {
        academicTaskId: w.aExam.taskId,
        userProfileId: w.a.student.profileId,
        extraMinutes: 5,
      }),
    }),
  'GET /rest/exam/live': () => onA({ query: () => ({ academicTaskId: w.aExam.taskId }) }),
  'POST /rest/exam/end': () =>
    onA({
      payload: ofB(w, { academicTaskId: w.aExam.taskId, forEveryone: true }),
    }),
  'POST /rest/examination/answer': () =>
    onA({
      payload: ofB(w, {
        academicTaskId: w.aExam.taskId,
        questionId: w.aExam.examQuestionId,
        answer: 'C',
        version: 9,
      }),
    }),
  'PUT /rest/examination/answer': () =>
    onA({
      payload: ofB(w, {
        id: w.aExam.answerId,
        academicTaskId: w.aExam.taskId,
        questionId: w.aExam.examQuestionId,
        answer: 'C',
        version: 9,
      }),
    }),
  'GET /rest/examination/answer/questionid': () =>
    onA({ query: () => ({ examQuestionId: w.aExam.examQuestionId }) }),
  'GET /rest/examination/answer/academictaskid': () =>
    onA({ query: () => ({ academicTaskId: w.aExam.taskId }) }),
  'GET /rest/examination/answer': () => ({}),
  'GET /rest/examination/answer/id': () => onA({ query: () => ({ id: w.aExam.answerId }) }),
  'GET /rest/examination/answer/file': () => onA({ query: () => ({ id: w.aExam.answerId }) }),
});
