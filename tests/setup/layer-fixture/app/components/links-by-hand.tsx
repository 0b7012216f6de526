// Deliberately wrong: a back-office address written outside app/lib/admin-paths.ts.
export function BackToTeam() {
  return <a href="/admin/team">Team Members</a>;
}
