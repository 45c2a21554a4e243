import {
  ANSWER_TEXT_MAX,
  EXAM_DURATION_MAX_MINUTES,
  EXTRA_MINUTES_MAX,
  GRADE_CHANGE_REASON_MAX,
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  OPTION_TEXT_MAX,
  OPTION_TITLE_MAX,
  QUESTION_CATEGORY_MAX,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_MARKS_MAX,
  QUESTION_TAG_MAX,
  QUESTION_TAGS_MAX,
  QUESTION_TEXT_MAX,
  REMARKS_MAX,
  TASK_INSTRUCTIONS_MAX,
  TASK_TITLE_MAX,
} from '../../constants/exams.js';

/**
 * The exam calls' texts. EXAM_MESSAGES: the refusals of the spec's calls; EXAM_TASK_TEXTS and
 * EXAM_TASK_MESSAGES: success texts and refusals of our own calls where §7 and §8 are silent;
 * QUESTION_BANK_MESSAGES: what the bank adds.
 */

export const EXAM_MESSAGES = {
  group: 'Please choose a valid group.',
  id: 'Please choose a valid record.',
  question: 'Please enter the question.',
  questionTooLong: `The question can be at most ${QUESTION_TEXT_MAX} characters.`,
  questionType: 'Please choose the question type: MCQ_SINGLE or SUBJECTIVE.',
  difficulty: 'Please choose the difficulty: EASY, MODERATE or DIFFICULT.',
  marks: `Marks must be a number from 0 to ${QUESTION_MARKS_MAX}.`,
  tags: `A question may have at most ${QUESTION_TAGS_MAX} tags of ${QUESTION_TAG_MAX} characters each.`,
  category: `The category can be at most ${QUESTION_CATEGORY_MAX} characters.`,
  options: 'Please give the options as a list of { title, text }.',
  optionCount: `A multiple-choice question needs ${MCQ_OPTIONS_MIN} to ${MCQ_OPTIONS_MAX} options.`,
  optionTitle: `Please enter the option's title (at most ${OPTION_TITLE_MAX} characters).`,
  optionText: `Please enter the option's text (at most ${OPTION_TEXT_MAX} characters).`,
  optionTitlesRepeat: 'Each option needs its own title.',
  correctAnswer: "Please choose the correct answer: one of the options' titles.",
  subjectiveOptions: 'A subjective question has no options.',
  questionNotFound: 'This question does not exist.',
  questionDisabled: 'This question is disabled.',
  questionInExam: 'This question is in an exam that has been published. Disable it instead.',
  optionNotFound: 'This option does not exist.',
  taskTitle: 'Please enter the title of the exam.',
  taskTitleTooLong: `The title can be at most ${TASK_TITLE_MAX} characters.`,
  instructionsTooLong: `The instructions can be at most ${TASK_INSTRUCTIONS_MAX} characters.`,
  startDateTime: 'Please choose when the exam opens.',
  endDateTime: 'Please choose when the exam closes.',
  endAfterStart: 'The exam must close after it opens.',
  duration: `The duration must be 1 to ${EXAM_DURATION_MAX_MINUTES} minutes.`,
  durationTooLong: 'The duration cannot be longer than the time between opening and closing.',
  maximumMarks: `Maximum marks must be a number from 0 to ${QUESTION_MARKS_MAX * 100}.`,
  taskNotFound: 'This exam does not exist.',
  taskPublished: 'This exam has been published; its questions and times can no longer change.',
  taskNotPublished: 'This exam has not been published yet.',
  taskHasNoQuestions: 'Add at least one question before publishing the exam.',
  examinationType: 'Please choose the examination type: OBJECTIVE, SUBJECTIVE or MIXED.',
  examCategory: 'Please choose the exam category.',
  jsonConfig: 'The exam settings are not valid.',
  configNotFound: 'This exam configuration does not exist.',
  configExists: 'This exam already has a configuration.',
  examQuestionNotFound: 'This exam question does not exist.',
  examQuestionRepeat: 'This question is already in the exam.',
  notAgreed: 'Please agree to the rules before you begin.',
  notOpenYet: 'This exam has not opened yet.',
  alreadyOver: 'Exam is already over',
  alreadySubmitted: 'You have already submitted this exam.',
  notStarted: 'You have not started this exam.',
  answer: `The answer can be at most ${ANSWER_TEXT_MAX} characters.`,
  answerChoice: "Please choose one of the question's options.",
  version: 'The answer version must be a whole number.',
  answerNotFound: 'This answer does not exist.',
  notAStudent: 'Only the students of this class sit its exams.',
  remarks: `Remarks can be at most ${REMARKS_MAX} characters.`,
  marksOverMaximum: (maximum: number) => `Marks cannot exceed the question's ${maximum}.`,
  reason: 'Please say why the marks change.',
  reasonTooLong: `The reason can be at most ${GRADE_CHANGE_REASON_MAX} characters.`,
  unmarked: (count: number) =>
    `${count} ${count === 1 ? 'answer is' : 'answers are'} not marked yet. Mark every answer first.`,
  attemptNotFound: 'This student has no attempt at this exam.',
  attemptNotSubmitted: 'This attempt has not been submitted yet.',
  extraMinutes: `Extra time must be 0 to ${EXTRA_MINUTES_MAX} minutes.`,
  resultNotPublished: 'The result of this exam has not been published yet.',
  notEvaluated: (count: number) =>
    `${count} ${count === 1 ? 'attempt is' : 'attempts are'} not evaluated yet. Evaluate every submitted attempt first.`,
  unanswered: 'This question was not answered: it counts 0 and cannot be marked.',
  examStillOpen: 'Students may still be sitting this exam. Publish the results once it is over.',
  didNotSit: 'This student did not sit this exam.',
  resultsPublished: 'Exam results published successfully',
  nothingToSave: 'There are no changed marks to save.',
  tooManyMarks: 'Save at most 500 marks at once.',
  markOfMany: (position: number, count: number, message: string) =>
    `Mark ${position} of ${count}: ${message} Nothing was saved.`,
  examClosed: 'This exam has already closed.',
  stillSitting: (writing: number, notStarted: number) =>
    `${[
      writing > 0
        ? `${writing} ${writing === 1 ? 'student is' : 'students are'} still writing`
        : '',
      notStarted > 0
        ? `${notStarted} ${notStarted === 1 ? 'student has' : 'students have'} not started`
        : '',
    ]
      .filter(Boolean)
      .join(' and ')}. End the exam for everyone to submit the answers saved so far.`,
  examEnded: (finalised: number) =>
    finalised === 0
      ? 'The exam has ended.'
      : `The exam has ended; ${finalised} open ${finalised === 1 ? 'attempt was' : 'attempts were'} submitted as they stood.`,
  /** What a student's open exam window says when the teacher ends the exam. */
  endedByTeacher: 'Your teacher has ended this exam. The answers you saved have been submitted.',
  marksSaved: (count: number) => `${count} ${count === 1 ? 'mark' : 'marks'} saved.`,
} as const;

/** Success texts of the calls §8 does not word, returned as `message`. */
export const EXAM_TASK_TEXTS = {
  taskCreated: 'Exam created successfully',
  taskUpdated: 'Exam updated successfully',
  taskPublished: 'Exam published successfully',
  taskDeleted: 'Exam deleted successfully',
  configCreated: 'Exam configuration created successfully',
  configUpdated: 'Exam configuration updated successfully',
  configDeleted: 'Exam configuration deleted successfully',
  configDisabled: 'Exam configuration disabled successfully',
  agreed: 'You have agreed to the rules of the exam.',
  rejected: 'You have not agreed to the rules of the exam.',
  reset: "The student's attempt has been reset.",
  submitted: 'Your exam has been submitted.',
  extraTime: 'Extra time saved successfully',
} as const;

/** Refusals of the exam's own calls where the spec is silent (tasks, the taker's view, extra time). */
export const EXAM_TASK_MESSAGES = {
  classOnly: 'Please choose a class: exams are set for a class.',
  noSession: 'The institute has no active academic session.',
  endOnlyLater: 'A published exam may only close later, not earlier.',
  taskStarted: 'Students have started this exam; it can no longer be deleted.',
  configMissing: "Set the exam's configuration before publishing it.",
  examStarted: 'You have already begun this exam.',
  studentNeeded: 'Please choose the student.',
  answerFileSubjective: 'Only an answer to a subjective question may carry an image.',
  answerFileField: 'Please send the answer\'s image as the form field "file".',
  configDisabled: 'This exam configuration is disabled.',
  configPublished:
    'This exam has been published; of its settings only showing the answers after the result may change.',
  attemptReset: 'This attempt cannot be reset once it has been evaluated.',
  notYourChild: 'This student is not one of your children.',
} as const;

/** Refusals of the question bank's own calls. */
export const QUESTION_BANK_MESSAGES = {
  instituteBank:
    "This question is in the institute's question bank: only those who may change the institute's questions may change it.",
  typeInPublishedExam:
    'This question is in an exam that has been published: its type can no longer change.',
  optionIsCorrectAnswer:
    'This option is the correct answer. Please choose another correct answer first.',
  optionsTooFew: `A multiple-choice question keeps at least ${MCQ_OPTIONS_MIN} options.`,
  optionInPublishedExam:
    "This option's question is in an exam that has been published. Disable the option instead.",
  optionTitleInPublishedExam:
    "This option's question is in an exam that has been published: answers name the option by its title, so the title can no longer change.",
  noImage: 'This question has no image.',
  importTooManyRows: `Please import at most ${QUESTION_IMPORT_MAX_ROWS} questions at a time.`,
  imported: (created: number, failed: number) =>
    `${created} ${created === 1 ? 'question' : 'questions'} created` +
    (failed > 0 ? `; ${failed} ${failed === 1 ? 'row was' : 'rows were'} not imported.` : '.'),
} as const;
