import { GROUP_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { lockInstitute } from '../../db/locks.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { membershipAdded, recordAudit } from '../audit/index.js';
import { assignJoiningStudentFees, leaveClassFees, todayOf } from '../fees/index.js';
import { deleteMembership, giveRollNo, insertMembership } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { grantorIn } from '../roles/index.js';
import { findMembership } from './member-queries.js';
import { memberRemovedAudit } from './member-service.js';
import { assertMayTouchMember } from './policy.js';
import { findGroupRow } from './queries.js';

export const MOVE_MESSAGES = {
  onlyStudents: 'Only a student of a class in a session can be moved to another class.',
  sameClass: 'Choose another class to move the student to.',
  moved: (name: string) =>
    `Student moved to ${name}. The new class's fees start at its next instalment.`,
} as const;

/**
 * A student of the class moves to another class of the institute for the same session, in one
 * transaction: the old class's fee structures are taken off them (dues falling due after today
 * and not paid into are cancelled; what fell due while there and what is paid stays), and the
 * new class's are assigned from its next instalment (the old class's running one covers the days
 * until then).
 */
export async function moveStudent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  membershipId: string,
  toClassId: string,
): Promise<{ message: string; classId: string }> {
  const grantor = grantorIn(caller, scope);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockInstitute(tx, scope.instituteId);
      const member = await findMembership(tx, scope.id, membershipId);
      if (!member) throw notFound(GROUP_MESSAGES.memberNotFound);
      assertMayTouchMember(grantor, member);
      if (scope.type !== 'CLASS' || member.builtinKey !== 'STUDENT' || !member.sessionId) {
        throw badRequest(MOVE_MESSAGES.onlyStudents);
      }
      const target = await findGroupRow(tx, scope.instituteId, toClassId);
      if (target?.type !== 'CLASS') throw notFound(GROUP_MESSAGES.classNotFound);
      if (target.id === scope.id) throw badRequest(MOVE_MESSAGES.sameClass);
      const now = ctx.clock.now();
      const today = todayOf(now);
      const where = { instituteId: scope.instituteId, profileId: member.profileId, now };
      await deleteMembership(tx, scope.id, membershipId);
      await insertMembership(tx, {
        profileId: member.profileId,
        groupId: target.id,
        sessionId: member.sessionId,
        roleId: member.roleId,
        createdAt: now,
      });
      // The class's next roll number: the old class's number means nothing in the new one.
      await giveRollNo(tx, member.profileId, target.id, member.sessionId);
      await leaveClassFees(tx, {
        ...where,
        classId: scope.id,
        leftOn: today,
        sessionId: member.sessionId,
      });
      await assignJoiningStudentFees(tx, {
        ...where,
        classId: target.id,
        joinedOn: today,
        sessionId: member.sessionId,
        movedIn: true,
      });
      await recordAudit(tx, ctx, caller, memberRemovedAudit(scope, membershipId, member, 0));
      await recordAudit(
        tx,
        ctx,
        caller,
        membershipAdded({
          instituteId: scope.instituteId,
          profileId: member.profileId,
          groupId: target.id,
          role: { id: member.roleId, name: member.roleName },
          sessionId: member.sessionId,
        }),
      );
      return { message: MOVE_MESSAGES.moved(target.name), classId: target.id };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'memberships_profile_group_session_uq') {
      throw conflict(GROUP_MESSAGES.alreadyMember);
    }
    throw error;
  }
}
