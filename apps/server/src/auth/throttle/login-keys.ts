/** The login throttle's keys, shared by every route that checks a password (login, password change, deletion). */

export const loginIpKey = (ip: string) => `login:ip:${ip}`;
export const loginEmailKey = (email: string) => `login:email:${email}`;
