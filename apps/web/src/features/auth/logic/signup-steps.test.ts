import { describe, expect, it } from 'vitest';
import {
  fieldOfServerError,
  type SignupFormValues,
  stepOfField,
  toSignupInput,
  validateSignupStep,
} from './signup-steps.ts';

const filled: SignupFormValues = {
  username: 'maria.santos',
  email: 'maria@example.ph',
  firstname: 'Maria',
  lastname: 'Santos',
  password: 'Prosper8!',
  confirmPassword: 'Prosper8!',
};

describe('sign-up step 1: username and email', () => {
  it('asks for both when one is missing', () => {
    expect(validateSignupStep(1, { ...filled, username: ' ' })).toEqual({
      field: 'username',
      message: 'Please fill in username and email',
    });
    expect(validateSignupStep(1, { ...filled, email: '' })).toEqual({
      field: 'email',
      message: 'Please fill in username and email',
    });
  });

  it('refuses an email without @', () => {
    expect(validateSignupStep(1, { ...filled, email: 'maria.example.ph' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('applies the shared username rule the server uses', () => {
    expect(validateSignupStep(1, { ...filled, username: 'ma' })?.message).toBe(
      'Username must be at least 3 characters',
    );
  });

  it('lets a complete step through', () => {
    expect(validateSignupStep(1, filled)).toBeNull();
  });
});

describe('sign-up step 2: names', () => {
  it('asks for first and last name', () => {
    expect(validateSignupStep(2, { ...filled, lastname: '' })).toEqual({
      field: 'lastname',
      message: 'Please fill in first and last name',
    });
  });

  it('refuses markup in a name', () => {
    expect(validateSignupStep(2, { ...filled, firstname: '<b>Maria</b>' })?.field).toBe('firstname');
  });
});

describe('sign-up step 3: password', () => {
  it('asks for both password fields', () => {
    expect(validateSignupStep(3, { ...filled, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: 'Please fill in both password fields',
    });
  });

  it('says when the passwords differ', () => {
    expect(validateSignupStep(3, { ...filled, confirmPassword: 'Prosper9!' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
  });

  it('names the first policy rule broken', () => {
    expect(validateSignupStep(3, { ...filled, password: 'prosper8!', confirmPassword: 'prosper8!' })).toEqual(
      {
        field: 'password',
        message: 'Password must contain at least one uppercase letter',
      },
    );
  });

  it('builds the registration payload with the shared schema', () => {
    expect(toSignupInput({ ...filled, email: ' maria@example.ph ' })).toEqual({
      username: 'maria.santos',
      firstname: 'Maria',
      lastname: 'Santos',
      email: 'maria@example.ph',
      password: 'Prosper8!',
    });
  });
});

describe('fieldOfServerError', () => {
  it('names the field the server refused, and its step', () => {
    expect(fieldOfServerError('An account with this email already exists')).toBe('email');
    expect(fieldOfServerError('This username is already taken')).toBe('username');
    expect(stepOfField('email')).toBe(1);
    expect(fieldOfServerError('Last name contains characters that are not allowed')).toBe('lastname');
    expect(stepOfField('lastname')).toBe(2);
    expect(fieldOfServerError('Too many attempts')).toBeNull();
  });
});
