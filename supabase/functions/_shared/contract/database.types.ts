// Generated from supabase/migrations by `npm run db:types`, in the shape of
// `supabase gen types typescript`. Do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      admin_factor_bindings: {
        Row: { bound_at: string; bound_through: string; factor_id: string; user_id: string };
        Insert: { bound_at?: string; bound_through: string; factor_id: string; user_id: string };
        Update: { bound_at?: string; bound_through?: string; factor_id?: string; user_id?: string };
        Relationships: [];
      };
      admin_factor_notices: {
        Row: {
          attempted_at: string | null;
          attempts: number;
          created_at: string;
          email: string;
          error: string | null;
          event: string;
          factor_id: string;
          factor_name: string | null;
          id: string;
          sent_to: string[];
          status: string;
          user_id: string;
        };
        Insert: {
          attempted_at?: string | null;
          attempts?: number;
          created_at?: string;
          email: string;
          error?: string | null;
          event: string;
          factor_id: string;
          factor_name?: string | null;
          id?: string;
          sent_to?: string[];
          status?: string;
          user_id: string;
        };
        Update: {
          attempted_at?: string | null;
          attempts?: number;
          created_at?: string;
          email?: string;
          error?: string | null;
          event?: string;
          factor_id?: string;
          factor_name?: string | null;
          id?: string;
          sent_to?: string[];
          status?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      admin_users: {
        Row: { created_at: string; email: string; language: string | null; user_id: string };
        Insert: { created_at?: string; email: string; language?: string | null; user_id: string };
        Update: { created_at?: string; email?: string; language?: string | null; user_id?: string };
        Relationships: [];
      };
      analytics_event_days: {
        Row: { day: string; events: number };
        Insert: { day: string; events: number };
        Update: { day?: string; events?: number };
        Relationships: [];
      };
      analytics_events: {
        Row: {
          created_at: string;
          id: number;
          language: string | null;
          name: string;
          path: string | null;
          properties: Json;
          session_id: string | null;
        };
        Insert: {
          created_at?: string;
          id?: never;
          language?: string | null;
          name: string;
          path?: string | null;
          properties?: Json;
          session_id?: string | null;
        };
        Update: {
          created_at?: string;
          id?: never;
          language?: string | null;
          name?: string;
          path?: string | null;
          properties?: Json;
          session_id?: string | null;
        };
        Relationships: [];
      };
      blog_post_redirects: {
        Row: { created_at: string; old_slug: string; post_id: string };
        Insert: { created_at?: string; old_slug: string; post_id: string };
        Update: { created_at?: string; old_slug?: string; post_id?: string };
        Relationships: [
          {
            foreignKeyName: 'blog_post_redirects_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'blog_posts';
            referencedColumns: ['id'];
          },
        ];
      };
      blog_posts: {
        Row: {
          category_en: string;
          category_nl: string;
          content_en: string;
          content_nl: string;
          created_at: string;
          excerpt_en: string;
          excerpt_nl: string;
          featured: boolean;
          id: string;
          image_alt_en: string;
          image_alt_nl: string;
          image_url: string | null;
          published: boolean;
          published_at: string | null;
          read_time_minutes: number;
          slug: string;
          tags_en: string[];
          tags_nl: string[];
          title_en: string;
          title_nl: string;
          updated_at: string;
        };
        Insert: {
          category_en?: string;
          category_nl?: string;
          content_en?: string;
          content_nl?: string;
          created_at?: string;
          excerpt_en?: string;
          excerpt_nl?: string;
          featured?: boolean;
          id?: string;
          image_alt_en?: string;
          image_alt_nl?: string;
          image_url?: string | null;
          published?: boolean;
          published_at?: string | null;
          read_time_minutes?: number;
          slug: string;
          tags_en?: string[];
          tags_nl?: string[];
          title_en: string;
          title_nl: string;
          updated_at?: string;
        };
        Update: {
          category_en?: string;
          category_nl?: string;
          content_en?: string;
          content_nl?: string;
          created_at?: string;
          excerpt_en?: string;
          excerpt_nl?: string;
          featured?: boolean;
          id?: string;
          image_alt_en?: string;
          image_alt_nl?: string;
          image_url?: string | null;
          published?: boolean;
          published_at?: string | null;
          read_time_minutes?: number;
          slug?: string;
          tags_en?: string[];
          tags_nl?: string[];
          title_en?: string;
          title_nl?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      chat_conversations: {
        Row: {
          closed_at: string | null;
          closed_by: string | null;
          created_at: string;
          customer_email: string;
          customer_name: string | null;
          enquiry_id: string | null;
          id: string;
          language: string;
          last_message_at: string;
          status: string;
          token_hash: string | null;
          transcript_attempts: number;
          transcript_error: string | null;
          transcript_sent_at: string | null;
          transcript_status: string;
          updated_at: string;
        };
        Insert: {
          closed_at?: string | null;
          closed_by?: string | null;
          created_at?: string;
          customer_email: string;
          customer_name?: string | null;
          enquiry_id?: string | null;
          id?: string;
          language?: string;
          last_message_at?: string;
          status?: string;
          token_hash?: string | null;
          transcript_attempts?: number;
          transcript_error?: string | null;
          transcript_sent_at?: string | null;
          transcript_status?: string;
          updated_at?: string;
        };
        Update: {
          closed_at?: string | null;
          closed_by?: string | null;
          created_at?: string;
          customer_email?: string;
          customer_name?: string | null;
          enquiry_id?: string | null;
          id?: string;
          language?: string;
          last_message_at?: string;
          status?: string;
          token_hash?: string | null;
          transcript_attempts?: number;
          transcript_error?: string | null;
          transcript_sent_at?: string | null;
          transcript_status?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_conversations_enquiry_id_fkey';
            columns: ['enquiry_id'];
            isOneToOne: false;
            referencedRelation: 'enquiries';
            referencedColumns: ['id'];
          },
        ];
      };
      chat_messages: {
        Row: {
          answered_by: string | null;
          content: string;
          conversation_id: string;
          created_at: string;
          id: string;
          role: string;
        };
        Insert: {
          answered_by?: string | null;
          content: string;
          conversation_id: string;
          created_at?: string;
          id?: string;
          role: string;
        };
        Update: {
          answered_by?: string | null;
          content?: string;
          conversation_id?: string;
          created_at?: string;
          id?: string;
          role?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_messages_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'chat_conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      chat_transcript_addresses: {
        Row: {
          confirmation_sent_at: string | null;
          confirmation_token_hash: string | null;
          confirmed_at: string | null;
          created_at: string;
          email: string;
          language: string;
        };
        Insert: {
          confirmation_sent_at?: string | null;
          confirmation_token_hash?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          language?: string;
        };
        Update: {
          confirmation_sent_at?: string | null;
          confirmation_token_hash?: string | null;
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          language?: string;
        };
        Relationships: [];
      };
      enquiries: {
        Row: {
          attendees: number | null;
          budget: string | null;
          company_email_status: string;
          company_name: string | null;
          created_at: string;
          date: string | null;
          email: string;
          email_attempted_at: string;
          email_attempts: number;
          email_error: string | null;
          email_sent_at: string | null;
          email_status: string;
          event_type: string | null;
          experience: string | null;
          form_type: string;
          id: string;
          idempotency_key: string | null;
          internal_note: string | null;
          language: string;
          location: string | null;
          medical_consent_at: string | null;
          medical_info: string | null;
          message: string;
          name: string;
          phone: string | null;
          service: string | null;
          source_path: string | null;
          special_requests: string | null;
          status: string;
          updated_at: string;
          visitor_email_status: string;
          weight: number | null;
        };
        Insert: {
          attendees?: number | null;
          budget?: string | null;
          company_email_status?: string;
          company_name?: string | null;
          created_at?: string;
          date?: string | null;
          email: string;
          email_attempted_at?: string;
          email_attempts?: number;
          email_error?: string | null;
          email_sent_at?: string | null;
          email_status?: string;
          event_type?: string | null;
          experience?: string | null;
          form_type: string;
          id?: string;
          idempotency_key?: string | null;
          internal_note?: string | null;
          language?: string;
          location?: string | null;
          medical_consent_at?: string | null;
          medical_info?: string | null;
          message?: string;
          name: string;
          phone?: string | null;
          service?: string | null;
          source_path?: string | null;
          special_requests?: string | null;
          status?: string;
          updated_at?: string;
          visitor_email_status?: string;
          weight?: number | null;
        };
        Update: {
          attendees?: number | null;
          budget?: string | null;
          company_email_status?: string;
          company_name?: string | null;
          created_at?: string;
          date?: string | null;
          email?: string;
          email_attempted_at?: string;
          email_attempts?: number;
          email_error?: string | null;
          email_sent_at?: string | null;
          email_status?: string;
          event_type?: string | null;
          experience?: string | null;
          form_type?: string;
          id?: string;
          idempotency_key?: string | null;
          internal_note?: string | null;
          language?: string;
          location?: string | null;
          medical_consent_at?: string | null;
          medical_info?: string | null;
          message?: string;
          name?: string;
          phone?: string | null;
          service?: string | null;
          source_path?: string | null;
          special_requests?: string | null;
          status?: string;
          updated_at?: string;
          visitor_email_status?: string;
          weight?: number | null;
        };
        Relationships: [];
      };
      expedition_photos: {
        Row: {
          alt_en: string;
          alt_nl: string;
          created_at: string;
          height: number | null;
          id: string;
          object_name: string;
          position: number;
          updated_at: string;
          variants: Json;
          width: number | null;
        };
        Insert: {
          alt_en?: string;
          alt_nl?: string;
          created_at?: string;
          height?: number | null;
          id?: string;
          object_name: string;
          position?: number;
          updated_at?: string;
          variants?: Json;
          width?: number | null;
        };
        Update: {
          alt_en?: string;
          alt_nl?: string;
          created_at?: string;
          height?: number | null;
          id?: string;
          object_name?: string;
          position?: number;
          updated_at?: string;
          variants?: Json;
          width?: number | null;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          confirmation_token: string;
          confirmed_at: string | null;
          created_at: string;
          email: string;
          email_error: string | null;
          email_status: string;
          id: string;
          language: string;
          name: string | null;
          signed_up_at: string;
          unsubscribed_at: string | null;
        };
        Insert: {
          confirmation_token?: string;
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          email_error?: string | null;
          email_status?: string;
          id?: string;
          language?: string;
          name?: string | null;
          signed_up_at?: string;
          unsubscribed_at?: string | null;
        };
        Update: {
          confirmation_token?: string;
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          email_error?: string | null;
          email_status?: string;
          id?: string;
          language?: string;
          name?: string | null;
          signed_up_at?: string;
          unsubscribed_at?: string | null;
        };
        Relationships: [];
      };
      rate_limit_hits: {
        Row: { hit_at: string; id: number; key: string };
        Insert: { hit_at?: string; id?: never; key: string };
        Update: { hit_at?: string; id?: never; key?: string };
        Relationships: [];
      };
      recipient_mail_hits: {
        Row: { id: number; kind: string; recipient: string; sent_at: string };
        Insert: { id?: never; kind: string; recipient: string; sent_at?: string };
        Update: { id?: never; kind?: string; recipient?: string; sent_at?: string };
        Relationships: [];
      };
      showcase_videos: {
        Row: {
          card_key: string;
          duration_en: string;
          duration_nl: string;
          object_name: string;
          title_en: string;
          title_nl: string;
          updated_at: string;
        };
        Insert: {
          card_key: string;
          duration_en: string;
          duration_nl: string;
          object_name: string;
          title_en: string;
          title_nl: string;
          updated_at?: string;
        };
        Update: {
          card_key?: string;
          duration_en?: string;
          duration_nl?: string;
          object_name?: string;
          title_en?: string;
          title_nl?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_photos: {
        Row: {
          alt_en: string;
          alt_nl: string;
          height: number;
          place: string;
          updated_at: string;
          variants: Json;
          width: number;
        };
        Insert: {
          alt_en: string;
          alt_nl: string;
          height: number;
          place: string;
          updated_at?: string;
          variants: Json;
          width: number;
        };
        Update: {
          alt_en?: string;
          alt_nl?: string;
          height?: number;
          place?: string;
          updated_at?: string;
          variants?: Json;
          width?: number;
        };
        Relationships: [];
      };
      site_settings: {
        Row: { is_public: boolean; key: string; updated_at: string; value: Json };
        Insert: { is_public?: boolean; key: string; updated_at?: string; value: Json };
        Update: { is_public?: boolean; key?: string; updated_at?: string; value?: Json };
        Relationships: [];
      };
      weather_forecasts: {
        Row: {
          claim_id: string | null;
          claimed_until: string | null;
          fetched_at: string | null;
          last_error: string | null;
          last_error_at: string | null;
          location: string;
          response: Json | null;
          updated_at: string;
        };
        Insert: {
          claim_id?: string | null;
          claimed_until?: string | null;
          fetched_at?: string | null;
          last_error?: string | null;
          last_error_at?: string | null;
          location: string;
          response?: Json | null;
          updated_at?: string;
        };
        Update: {
          claim_id?: string | null;
          claimed_until?: string | null;
          fetched_at?: string | null;
          last_error?: string | null;
          last_error_at?: string | null;
          location?: string;
          response?: Json | null;
          updated_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      admin_chat_conversations: {
        Args: {
          search_text: string;
          status_filter: string;
          language_filter: string;
          transcript_filter: string;
          page_size: number;
          page_offset: number;
        };
        Returns: {
          id: string;
          customer_name: string;
          customer_email: string;
          language: string;
          status: string;
          closed_by: string;
          transcript_status: string;
          enquiry_id: string;
          created_at: string;
          last_message_at: string;
          message_count: number;
          total: number;
        }[];
      };
      admin_dashboard_counts: {
        Args: never;
        Returns: {
          enquiries_today: number;
          enquiries_last_7_days: number;
          enquiries_waiting: number;
          enquiry_emails_failed: number;
          subscribers_confirmed: number;
          page_views_last_7_days: number;
          admins_without_mfa: number;
          chats_today: number;
          chat_transcripts_failed: number;
        }[];
      };
      admin_tables_without_rls: { Args: never; Returns: { table_name: string }[] };
      analytics_bounds: { Args: { first_day: string; last_day: string }; Returns: string };
      analytics_contact_clicks: {
        Args: { first_day: string; last_day: string };
        Returns: { channel: string; placement: string; clicks: number }[];
      };
      analytics_cta_clicks: {
        Args: { first_day: string; last_day: string };
        Returns: { placement: string; clicks: number }[];
      };
      analytics_enquiries: {
        Args: { first_day: string; last_day: string };
        Returns: { form_type: string; service: string; enquiries: number }[];
      };
      analytics_form_funnel: {
        Args: { first_day: string; last_day: string };
        Returns: {
          form: string;
          started: number;
          sent: number;
          succeeded: number;
          failed: number;
          rate_limited: number;
        }[];
      };
      analytics_languages: {
        Args: { first_day: string; last_day: string };
        Returns: { language: string; views: number }[];
      };
      analytics_newsletter_signups: {
        Args: { first_day: string; last_day: string };
        Returns: { day: string; signups: number; confirmed: number }[];
      };
      analytics_page_views: {
        Args: { first_day: string; last_day: string };
        Returns: { day: string; views: number; visits: number }[];
      };
      analytics_top_pages: {
        Args: { first_day: string; last_day: string; max_pages: number };
        Returns: { path: string; views: number; visits: number }[];
      };
      analytics_web_vitals: {
        Args: { first_day: string; last_day: string };
        Returns: {
          path: string;
          metric: string;
          p75: number;
          samples: number;
          threshold: number;
          over_threshold: boolean;
        }[];
      };
      apply_retention: { Args: never; Returns: { kind: string; removed: number }[] };
      are_photo_variants: { Args: { variants: Json; folder: string }; Returns: boolean };
      bind_my_totp_factor: { Args: { factor_id: string }; Returns: string };
      call_notify_factor_change: { Args: never; Returns: string };
      chat_conversation_to_enquiry: { Args: { conversation_id: string }; Returns: string };
      claim_admin_factor_notices: {
        Args: {
          p_backoff_minutes: number[];
          p_stalled_minutes: number;
          p_max_attempts: number;
          p_limit: number;
        };
        Returns: {
          id: string;
          user_id: string;
          email: string;
          factor_name: string;
          event: string;
          created_at: string;
          sent_to: string[];
          attempt: number;
        }[];
      };
      claim_awaiting_chat_transcripts: {
        Args: { p_email: string; p_days: number };
        Returns: { id: string; attempt: number }[];
      };
      claim_enquiry_email_retries: {
        Args: { p_backoff_minutes: number[]; p_stalled_minutes: number; p_limit: number };
        Returns: { id: string; attempt: number }[];
      };
      claim_idle_chat_conversations: {
        Args: { p_idle_minutes: number; p_limit: number };
        Returns: { id: string; attempt: number }[];
      };
      claim_stalled_chat_transcripts: {
        Args: { p_stalled_minutes: number; p_max_attempts: number; p_limit: number };
        Returns: { id: string; attempt: number }[];
      };
      claim_weather_refresh: {
        Args: {
          p_location: string;
          p_fresh_seconds: number;
          p_retry_seconds: number;
          p_claim_seconds: number;
        };
        Returns: string;
      };
      count_admins_without_mfa: { Args: never; Returns: number };
      delete_expired_chat_conversations: { Args: { p_retention_days: number }; Returns: number };
      has_only_bound_factors: { Args: never; Returns: boolean };
      is_admin: { Args: never; Returns: boolean };
      is_admin_mfa: { Args: never; Returns: boolean };
      is_media_object_path: { Args: { bucket: string; object_name: string }; Returns: boolean };
      is_setting_instant: { Args: { candidate: Json }; Returns: boolean };
      is_setting_text: { Args: { candidate: Json; max_length: number; required: boolean }; Returns: boolean };
      is_site_photo_place: { Args: { place: string }; Returns: boolean };
      purge_old_analytics_events: { Args: never; Returns: number };
      rate_limit_hit: {
        Args: { p_keys: string[]; p_limit: number; p_window_seconds: number };
        Returns: number;
      };
      recent_mailbox_proof: { Args: never; Returns: string };
      record_weather_failure: {
        Args: { p_location: string; p_claim: string; p_error: string };
        Returns: string;
      };
      site_setting_is_public: { Args: { setting_key: string }; Returns: boolean };
      site_setting_value_valid: { Args: { setting_key: string; setting_value: Json }; Returns: boolean };
      store_weather_forecast: {
        Args: { p_location: string; p_claim: string; p_response: Json };
        Returns: string;
      };
      take_recipient_mail_slot: {
        Args: { p_recipient: string; p_kind: string; p_limit: number; p_window_seconds: number };
        Returns: number;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
