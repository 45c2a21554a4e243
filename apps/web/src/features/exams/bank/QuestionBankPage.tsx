import ComingSoonView from '../../shell/ComingSoonView';

/** Built by the exam issue (issue 10). */
export default function QuestionBankPage() {
  return <ComingSoonView />;
}
