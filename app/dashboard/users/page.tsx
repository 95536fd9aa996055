import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { Card, PageHeader } from "@/components/ui/card";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { DataTable } from "@/components/ui/data-table";
import { requireUser } from "@/lib/auth/session";
import { PASSWORD_MIN_LENGTH, users } from "@/lib/services/users";
import { changeRole, createUser, setUserDisabled } from "./actions";
import { CreateUserForm } from "./create-user-form";
import { RoleForm } from "./role-form";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const { user: me, ctx } = await requireUser("users.manage");
  const list = await users.list(ctx);

  return (
    <>
      <PageHeader title="Users" description="Who can sign in to the dashboard, and what each of them may do." />
      <div className="grid grid-cols-1 items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <DataTable
          caption="Dashboard users"
          columns={[{ label: "Name" }, { label: "Email" }, { label: "Role" }, { label: "Status" }, { label: "Actions", hidden: true }]}
        >
          {list.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="whitespace-nowrap font-medium text-slate-900">
                {user.name}
                {user.id === me.id && <span className="ml-1 font-normal text-slate-500">(you)</span>}
              </th>
              <td className="whitespace-nowrap text-slate-700">{user.email}</td>
              <td>
                <RoleForm action={changeRole.bind(null, user.id)} name={user.name} role={user.role} />
              </td>
              <td>
                <Badge tone={user.disabled ? "red" : "green"}>{user.disabled ? "disabled" : "active"}</Badge>
              </td>
              <td className="text-right">
                {user.disabled ? (
                  <ConfirmButton
                    action={setUserDisabled.bind(null, user.id, false)}
                    title={`Enable ${user.name}?`}
                    description={`${user.email} will be able to sign in again as ${user.role}.`}
                    confirmLabel="Enable"
                    variant="secondary"
                  >
                    Enable<span className="sr-only"> {user.name}</span>
                  </ConfirmButton>
                ) : (
                  <ConfirmButton
                    action={setUserDisabled.bind(null, user.id, true)}
                    title={`Disable ${user.name}?`}
                    description={`${user.email} is signed out at once and cannot sign in until enabled again. Their content and history stay.`}
                    confirmLabel="Disable"
                  >
                    Disable<span className="sr-only"> {user.name}</span>
                  </ConfirmButton>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
        <Card title="Add a user" className="max-w-xl self-start">
          <CreateUserForm action={createUser} passwordMinLength={PASSWORD_MIN_LENGTH} />
        </Card>
      </div>
    </>
  );
}
