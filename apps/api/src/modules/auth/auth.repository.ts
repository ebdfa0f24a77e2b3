import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  accessTokens,
  activationCodes,
  logins,
  passwordResetTokens,
  refreshTokens,
  users,
} from '#api/db/schema/index.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';

export async function createLogin(db: Database, userId: number): Promise<number> {
  const [row] = await db.insert(logins).values({ userId }).returning({ id: logins.id });
  return row!.id;
}

export async function insertTokenPair(
  db: Database,
  pair: {
    loginId: number;
    accessHash: string;
    accessExpiresAt: Date;
    refreshHash: string;
    refreshExpiresAt: Date;
  },
): Promise<void> {
  await db
    .insert(accessTokens)
    .values({ tokenHash: pair.accessHash, loginId: pair.loginId, expiresAt: pair.accessExpiresAt });
  await db
    .insert(refreshTokens)
    .values({ tokenHash: pair.refreshHash, loginId: pair.loginId, expiresAt: pair.refreshExpiresAt });
}

export type AccessTokenOwner = { user: UserRow; loginId: number; expired: boolean };

export async function findAccessTokenOwner(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<AccessTokenOwner | undefined> {
  const [row] = await db
    .select({ user: users, loginId: logins.id, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(logins, eq(logins.id, accessTokens.loginId))
    .innerJoin(users, eq(users.id, logins.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(logins.revokedAt)));
  if (!row) return undefined;
  return { user: row.user, loginId: row.loginId, expired: row.expiresAt <= now };
}

export type RefreshTokenRecord = {
  loginId: number;
  userId: number;
  expiresAt: Date;
  rotatedAt: Date | null;
  successorSealed: string | null;
  loginRevoked: boolean;
};

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRecord | undefined> {
  const [row] = await db
    .select({
      loginId: refreshTokens.loginId,
      userId: logins.userId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      successorSealed: refreshTokens.successorSealed,
      revokedAt: logins.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(logins, eq(logins.id, refreshTokens.loginId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return undefined;
  const { revokedAt, ...record } = row;
  return { ...record, loginRevoked: revokedAt !== null };
}

/** Marks a refresh token used; false when another request already used it (a replay). */
export async function rotateRefreshToken(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

/** Keeps the pair a refresh token was exchanged for, sealed, for a concurrent retry to receive. */
export async function sealSuccessor(db: Database, tokenHash: string, sealed: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ successorSealed: sealed })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function revokeLogin(db: Database, loginId: number, now: Date): Promise<void> {
  await db
    .update(logins)
    .set({ revokedAt: now })
    .where(and(eq(logins.id, loginId), isNull(logins.revokedAt)));
}

export async function revokeAllLogins(
  db: Database,
  userId: number,
  now: Date,
  exceptLoginId?: number,
): Promise<void> {
  await db
    .update(logins)
    .set({ revokedAt: now })
    .where(
      and(
        eq(logins.userId, userId),
        isNull(logins.revokedAt),
        exceptLoginId === undefined ? undefined : sql`${logins.id} <> ${exceptLoginId}`,
      ),
    );
}

export async function insertActivationCode(
  db: Database,
  userId: number,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  // A new code replaces any earlier one.
  await db
    .update(activationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(activationCodes.userId, userId), isNull(activationCodes.usedAt)));
  await db.insert(activationCodes).values({ userId, codeHash, expiresAt });
}

export type LiveActivationCode = typeof activationCodes.$inferSelect;

export async function latestActivationCode(
  db: Database,
  userId: number,
): Promise<LiveActivationCode | undefined> {
  const [row] = await db
    .select()
    .from(activationCodes)
    .where(and(eq(activationCodes.userId, userId), isNull(activationCodes.usedAt)))
    .orderBy(desc(activationCodes.id))
    .limit(1);
  return row;
}

export async function countWrongActivationTry(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(activationCodes)
    .set({ wrongTries: sql`${activationCodes.wrongTries} + 1` })
    .where(eq(activationCodes.id, id))
    .returning({ wrongTries: activationCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

export async function useActivationCode(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(activationCodes)
    .set({ usedAt: now })
    .where(and(eq(activationCodes.id, id), isNull(activationCodes.usedAt)))
    .returning({ id: activationCodes.id });
  return rows.length === 1;
}

export async function insertPasswordResetToken(
  db: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

export type PasswordResetUse =
  { outcome: 'used'; userId: number } | { outcome: 'expired' } | { outcome: 'unknown' };

/** Single use: the update that sets used_at is the only way in, so two requests cannot both win. */
export async function usePasswordResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetUse> {
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (used) return { outcome: 'used', userId: used.userId };
  const [existing] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  if (existing && !existing.usedAt && existing.expiresAt <= now) return { outcome: 'expired' };
  return { outcome: 'unknown' };
}

/** Ends every outstanding reset link of the person: one was used, or the password changed. */
export async function voidPasswordResetTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
