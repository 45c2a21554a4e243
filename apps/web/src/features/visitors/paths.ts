/**
 * The address of the front office's screen (issue 25 §4: School ERP → Gate pass,
 * `/visitor-management`; the host's and the guardians' notifications land on it with `?visitor=`
 * or `?pass=`). No imports: the manifest that uses it is in the dashboard's bundle.
 */
export const VISITORS_PATH = '/visitor-management';
