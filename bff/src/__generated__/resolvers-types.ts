import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestPublicStats } from '../rest/stats';
import type { RestContactMessage, RestSubmitContactResult } from '../rest/contact';
import type { RestUser, RestUserResult } from '../rest/users';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time, e.g. "2026-11-21T22:00:00.000Z". */
  DateTime: { input: string; output: string; }
  /** A decimal amount of US dollars with exactly two places, e.g. "1234.50". Never a float. */
  Money: { input: string; output: string; }
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type ContactInput = {
  company?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** 30-day session instead of one that ends with the browser. */
  rememberMe?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The api's confirmation text, shown to the person as is. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: MessagePayload;
  /** Sends a 6-digit password reset code when the e-mail has an account; answers the same either way. */
  forgotPassword: MessagePayload;
  login: UserPayload;
  logout: MessagePayload;
  register: UserPayload;
  resetPassword: MessagePayload;
  /** Sends a 6-digit e-mail verification code. */
  sendVerificationCode: MessagePayload;
  submitContact: SubmitContactPayload;
  updateProfile: UserPayload;
  verifyEmail: MessagePayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendVerificationCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationSubmitContactArgs = {
  input: ContactInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyEmailArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

/** Figures for the landing page, computed by the api over the whole database. */
export type PublicStats = {
  __typename?: 'PublicStats';
  /** A stable key so the cache keeps one copy. */
  id: Scalars['ID']['output'];
  totalAgents: Scalars['Int']['output'];
  totalTransactions: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
  /** Sum of completed transactions. */
  totalVolume: Scalars['Money']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in person, or null when signed out. */
  me?: Maybe<User>;
  publicStats: PublicStats;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  role: RegisterRole;
};

/** Roles a person may choose at sign-up; admins are never self-registered. */
export type RegisterRole =
  | 'AGENT'
  | 'USER';

export type ResetPasswordInput = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

export type Role =
  | 'ADMIN'
  | 'AGENT'
  | 'USER';

export type SubmitContactPayload = {
  __typename?: 'SubmitContactPayload';
  contact: ContactMessage;
  /** The api's confirmation text, shown to the person as is. */
  message: Scalars['String']['output'];
};

export type UpdateProfileInput = {
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** A person with an account. Only the person themselves (and admins, later) can read it. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Relevant to agents: an admin has approved them and they may sign in. */
  isApproved: Scalars['Boolean']['output'];
  isEmailVerified: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  role: Role;
  updatedAt: Scalars['DateTime']['output'];
};

export type UserPayload = {
  __typename?: 'UserPayload';
  message: Scalars['String']['output'];
  user: User;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ContactInput: ContactInput;
  ContactMessage: ResolverTypeWrapper<RestContactMessage>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PublicStats: ResolverTypeWrapper<RestPublicStats>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterRole: RegisterRole;
  ResetPasswordInput: ResetPasswordInput;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitContactPayload: ResolverTypeWrapper<RestSubmitContactResult>;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<RestUser>;
  UserPayload: ResolverTypeWrapper<RestUserResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ContactInput: ContactInput;
  ContactMessage: RestContactMessage;
  DateTime: Scalars['DateTime']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  PublicStats: RestPublicStats;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  String: Scalars['String']['output'];
  SubmitContactPayload: RestSubmitContactResult;
  UpdateProfileInput: UpdateProfileInput;
  User: RestUser;
  UserPayload: RestUserResult;
};

export type ContactMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MessagePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  forgotPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  login?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendVerificationCode?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationSendVerificationCodeArgs, 'email'>>;
  submitContact?: Resolver<ResolversTypes['SubmitContactPayload'], ParentType, ContextType, RequireFields<MutationSubmitContactArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'email' | 'otp'>>;
};

export type PublicStatsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PublicStats'] = ResolversParentTypes['PublicStats']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAgents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  publicStats?: Resolver<ResolversTypes['PublicStats'], ParentType, ContextType>;
};

export type SubmitContactPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SubmitContactPayload'] = ResolversParentTypes['SubmitContactPayload']> = {
  contact?: Resolver<ResolversTypes['ContactMessage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type UserPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserPayload'] = ResolversParentTypes['UserPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  ContactMessage?: ContactMessageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  PublicStats?: PublicStatsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SubmitContactPayload?: SubmitContactPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPayload?: UserPayloadResolvers<ContextType>;
};

